import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printedOpenApi } from '../rest-adapter/openapi/rest-api-document.js';
import { routes } from '../rest-adapter/routes.js';
import { schema } from '../src/graphql/schema.js';

await writeFile(resolve(import.meta.dirname, '../openapi.json'), printedOpenApi(schema, routes));
