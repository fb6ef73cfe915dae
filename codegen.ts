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

// Typed documents for the REST adapter's and the Studio's operations, from the checked-in schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'rest-adapter/generated/operations.ts': output('rest-adapter/operations/*.graphql'),
    'studio/src/generated/graphql.ts': output('studio/src/api/*.graphql'),
  },
};

export default config;
