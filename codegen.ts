import type { CodegenConfig } from '@graphql-codegen/cli';

const output = (documents: string) => ({
  documents,
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string', JSON: 'unknown', File: 'File' },
  },
});

// Typed documents for the REST routes' operations (each capability's rest-operations.graphql) and the Studio's, from the checked-in schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'rest-adapter/generated/operations.ts': output('src/*/rest-operations.graphql'),
    'studio/src/generated/graphql.ts': output('studio/src/api/*.graphql'),
  },
};

export default config;
