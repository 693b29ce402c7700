// graphql-codegen: two contracts, each with its two generated sides: the customer's
// (libs/graphql/schema/*.graphql, served at /graphql) and the staff's (libs/graphql/staff-schema/*.graphql,
// served at /admin/graphql). Each output names its own schema: codegen adds an output's schema to a root one.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { Money: 'number', Date: 'string', Time: 'string' };
const customerSchema = 'libs/graphql/schema/*.graphql';
const staffSchema = 'libs/graphql/staff-schema/*.graphql';

const config: CodegenConfig = {
  ignoreNoDocuments: false,
  // One module per client document, so a bundle takes only those its chunks use.
  hooks: { afterAllFileWrite: ['node tools/codegen/split-documents.mjs'] },
  generates: {
    'libs/graphql/src/generated/client/': {
      schema: customerSchema,
      documents: 'libs/graphql/src/operations/**/*.graphql',
      preset: 'client',
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
      // A document is its SHA-256 alone, and persisted-documents.json maps the hashes to the documents: the server
      // answers only these in production (docs/architecture.md, Persisted operations). The hook below adds the
      // __typename fields urql would have added to the text it no longer sees.
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'replaceDocumentWithHash', hashAlgorithm: 'sha256' },
      },
    },
    'libs/graphql/src/generated/staff/': {
      schema: staffSchema,
      documents: 'libs/graphql/src/staff-operations/**/*.graphql',
      preset: 'client',
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
      presetConfig: { fragmentMasking: false },
    },
    // Resolver types belong to the server, so they are generated beside it.
    'apps/api/src/graphql/generated/staff-resolvers.ts': {
      schema: staffSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../staff-context#StaffGraphQLContext',
        useIndexSignature: false,
        mappers: {},
      },
    },
    'apps/api/src/graphql/generated/resolvers.ts': {
      schema: customerSchema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../context#GraphQLContext',
        useIndexSignature: false,
        mappers: {},
      },
    },
  },
};

export default config;
