import type { GraphQLError } from 'graphql';
import { httpStatus } from '../src/graphql/error-table.js';
import { display } from '../src/validation/validation-error.js';

const TYPE_NAMES: Record<string, string> = { String: 'a string', Int: 'an integer', Float: 'a number', Boolean: 'true or false', JSON: 'JSON' };

/**
 * A variable that GraphQL could not coerce (`"abc"` for an Int) is the REST caller's wrong type:
 * a 422 on the field, named by its path inside the variable.
 */
function coercionError(error: GraphQLError) {
  const m = /^Variable "\$\w+" got invalid value .* at "\w+\.([\w.]+)"; (\w+) cannot represent/s.exec(error.message);
  if (!m) return { message: 'The given data was invalid.', errors: {} };
  const field = m[1].replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
  const message = `The ${display(field)} field must be ${TYPE_NAMES[m[2]] ?? m[2]}.`;
  return { message, errors: { [field]: [message] } };
}

/** The REST status and body for the first error of a GraphQL result. */
export function restError(error: GraphQLError): { status: number; body: Record<string, unknown> } {
  const status = httpStatus(error.extensions?.code);
  if (status === 422) return { status, body: error.extensions.errors ? { message: error.message, errors: error.extensions.errors } : coercionError(error) };
  if (status === 500) return { status, body: { message: 'Server Error' } };
  return { status, body: { message: error.message } };
}
