import { GraphQLError } from 'graphql';
import { API_REQUESTS } from '../access/access-token.js';
import { ValidationError } from '../errors/validation-error.js';
import type { AuthContext } from '../access/auth-context.js';
import { codeOf, type ErrorCode } from '../errors/error-table.js';

export function coded(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/**
 * The scope-auth failure for this caller: no token (or a refused one, `refusal` saying why), an embed token outside
 * its grant, a token without the API ability, or a role policy.
 */
export function authorizationError(auth: AuthContext | null, refusal?: string): GraphQLError {
  if (!auth) return coded('UNAUTHENTICATED', refusal ?? 'Unauthenticated.');
  if (auth.embed)
    return coded('FORBIDDEN', 'This embed token opens only its own template, with the abilities it was given.');
  if (!auth.abilities.includes(API_REQUESTS)) return coded('FORBIDDEN', 'Invalid ability provided.');
  return coded('FORBIDDEN', 'This action is unauthorized.');
}

/** Maps a domain error to its coded GraphQL error (error-table.ts); anything unexpected is masked. */
export function toCodedError(error: GraphQLError): GraphQLError {
  if (error.extensions?.code) return error;
  const original = error.originalError;
  const at = { path: error.path, nodes: error.nodes };
  const code = codeOf(original);
  if (code && original)
    return new GraphQLError(original.message, {
      ...at,
      extensions: original instanceof ValidationError ? { code, errors: original.errors } : { code },
    });
  if (original instanceof GraphQLError && original.extensions?.code)
    return new GraphQLError(original.message, { ...at, extensions: original.extensions });
  // Requests GraphQL itself rejects (unknown fields; bad variables, which graphql-js reports before
  // execution, so with no path, wrapping its own coercion error) are the caller's input errors.
  if (!original || (original instanceof GraphQLError && error.path === undefined))
    return new GraphQLError(error.message, { ...at, extensions: { code: 'BAD_USER_INPUT' } });
  return new GraphQLError('Unexpected error.', { ...at, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
