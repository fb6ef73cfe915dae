import type { GraphQLError } from 'graphql';
import { httpStatus } from '../src/errors/error-table.js';

/** The REST status and body for the first error of a GraphQL result. */
export function restError(error: GraphQLError): { status: number; body: Record<string, unknown> } {
  const status = httpStatus(error.extensions?.code);
  // A REST body reaches GraphQL typed (each resource's edge refuses a wrong type): a 422 without
  // field errors (an operation over the cost limit) is told in general terms, as it always was.
  if (status === 422)
    return {
      status,
      body: error.extensions.errors
        ? { message: error.message, errors: error.extensions.errors }
        : { message: 'The given data was invalid.', errors: {} },
    };
  if (status === 500) return { status, body: { message: 'Server Error' } };
  return { status, body: { message: error.message } };
}
