import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the REST adapter's operations, from the checked-in schema.graphql.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['rest-adapter/operations/*.graphql'],
  generates: {
    'rest-adapter/generated/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', File: 'File' },
      },
    },
  },
};

export default config;
