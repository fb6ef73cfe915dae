import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../graphql/builder.js';
import { modules } from './modules.js';

// Each capability adds its types and fields to the builder as its graphql.ts loads; one after another,
// so that the schema is built in the same order every time.
for (const module of modules) await module.graphql?.();

export const schema = builder.toSchema();

/** schema.graphql as checked in: sorted so that field order in code does not churn the file. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
