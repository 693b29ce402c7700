// The staff contract's typed operations for the admin app (`@sabai/graphql/staff`), an entry point of its
// own so that no customer bundle carries them (docs/api.md, Staff API). One module per document
// (docs/architecture.md, Generated code), so each screen's chunk carries only its own.
export type * from './generated/staff/graphql';
export * from './generated/staff/documents';
