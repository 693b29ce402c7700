// The staff contract's typed operations for the admin app (`@sabai/graphql/staff`), an entry point of its
// own so that no customer bundle carries them (docs/api.md, Staff API).
export * from './generated/staff/graphql';
