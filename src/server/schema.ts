import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../graphql/builder.js';
import '../accounts/graphql.js';
import '../batches/graphql.js';
import '../billing/graphql.js';
import '../collections/graphql.js';
import '../fonts/graphql.js';
import '../forms/graphql.js';
import '../media/graphql.js';
import '../previews/graphql.js';
import '../render-urls/graphql.js';
import '../screenshots/graphql.js';
import '../snaps/graphql.js';
import '../templates/graphql.js';
import '../template-bundles/graphql.js';
import '../webhooks/graphql.js';

export const schema = builder.toSchema();

/** schema.graphql as checked in: sorted so that field order in code does not churn the file. */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
