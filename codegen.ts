// graphql-codegen: one contract (libs/graphql/schema/*.graphql, one file per domain), two generated sides.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { Money: 'number', Date: 'string', Time: 'string' };

const config: CodegenConfig = {
  schema: 'libs/graphql/schema/*.graphql',
  documents: 'libs/graphql/src/operations/**/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'libs/graphql/src/generated/client/': {
      preset: 'client',
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
      presetConfig: { fragmentMasking: false },
    },
    // Resolver types belong to the server, so they are generated beside it.
    'apps/api/src/graphql/generated/resolvers.ts': {
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
