import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printedSchema } from '../src/server/schema.js';

await writeFile(resolve(import.meta.dirname, '../schema.graphql'), printedSchema());
