import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript types of the document, for openapi-fetch: clients/typescript/schema.d.ts. */
export async function clientTypes(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    defaultNonNullable: false,
  });
  return `// Written by \`npm run openapi:print\` from openapi.json (openapi-typescript): do not edit.\n${astToString(ast)}`;
}
