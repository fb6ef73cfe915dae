import { GraphQLError } from 'graphql';
import { QuotaExceededError } from '../billing/quota-exceeded-error.js';
import { ConflictError } from '../validation/conflict-error.js';
import { NotFoundError } from '../validation/not-found-error.js';
import { UnavailableError } from '../validation/unavailable-error.js';
import { RateLimitedError } from '../ops/rate-limited-error.js';
import { ValidationError } from '../validation/validation-error.js';
import type { Context } from './context.js';
import { API_REQUESTS } from '../accounts/access-token.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'QUOTA_EXCEEDED'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'TIMEOUT'
  | 'RESPONSE_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR';

export function coded(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** The scope-auth failure for this caller: no token, a token without the API ability, or a role policy. */
export function authorizationError(ctx: Context): GraphQLError {
  if (!ctx.auth) return coded('UNAUTHENTICATED', 'Unauthenticated.');
  if (!ctx.auth.abilities.includes(API_REQUESTS)) return coded('FORBIDDEN', 'Invalid ability provided.');
  return coded('FORBIDDEN', 'This action is unauthorized.');
}

/** Maps a domain error to its coded GraphQL error; anything unexpected is masked. */
export function toCodedError(error: GraphQLError): GraphQLError {
  if (error.extensions?.code) return error;
  const original = error.originalError;
  const at = { path: error.path, nodes: error.nodes };
  if (original instanceof ValidationError)
    return new GraphQLError(original.message, { ...at, extensions: { code: 'BAD_USER_INPUT', errors: original.errors } });
  if (original instanceof NotFoundError) return new GraphQLError(original.message, { ...at, extensions: { code: 'NOT_FOUND' } });
  if (original instanceof ConflictError) return new GraphQLError(original.message, { ...at, extensions: { code: 'CONFLICT' } });
  if (original instanceof QuotaExceededError) return new GraphQLError(original.message, { ...at, extensions: { code: 'QUOTA_EXCEEDED' } });
  if (original instanceof RateLimitedError) return new GraphQLError(original.message, { ...at, extensions: { code: 'RATE_LIMITED' } });
  if (original instanceof UnavailableError) return new GraphQLError(original.message, { ...at, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  if (original instanceof GraphQLError && original.extensions?.code) return new GraphQLError(original.message, { ...at, extensions: original.extensions });
  // Requests GraphQL itself rejects (bad variables, unknown fields) are the caller's input errors.
  if (!original || /^Variable "\$/.test(error.message)) return new GraphQLError(error.message, { ...at, extensions: { code: 'BAD_USER_INPUT' } });
  return new GraphQLError('Unexpected error.', { ...at, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
