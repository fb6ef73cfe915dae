import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { clientTypes } from '../rest-adapter/openapi/client-types.js';
import { printedOpenApi, restApiDocument } from '../rest-adapter/openapi/rest-api-document.js';
import { outsideRoutes, routes } from '../src/server/rest-route-index.js';
import { schema } from '../src/server/schema.js';

// openapi.json and the typed client's types, written from it: both checked in (test/foundation/openapi.test.ts).
await writeFile(resolve(import.meta.dirname, '../openapi.json'), printedOpenApi(schema, routes, outsideRoutes));
await writeFile(
  resolve(import.meta.dirname, '../clients/typescript/schema.d.ts'),
  await clientTypes(restApiDocument(schema, routes, outsideRoutes)),
);
