import type { GraphQLError } from 'graphql';
import { httpStatus } from '../src/graphql/error-table.js';

/** The REST status and body for the first error of a GraphQL result. */
export function restError(error: GraphQLError): { status: number; body: Record<string, unknown> } {
  const status = httpStatus(error.extensions?.code);
  // Every REST body reaches GraphQL typed (each resource's edge refuses a wrong type), so a 422 carries field errors.
  if (status === 422) return { status, body: { message: error.message, errors: error.extensions.errors ?? {} } };
  if (status === 500) return { status, body: { message: 'Server Error' } };
  return { status, body: { message: error.message } };
}
