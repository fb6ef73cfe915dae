import { QuotaExceededError } from './quota-exceeded-error.js';
import { RateLimitedError } from './rate-limited-error.js';
import { ExpiredUrlError } from './expired-url-error.js';
import { ConflictError } from './conflict-error.js';
import { ForbiddenError } from './forbidden-error.js';
import { NotFoundError } from './not-found-error.js';
import { UnavailableError } from './unavailable-error.js';
import { ValidationError } from './validation-error.js';

interface ErrorRow {
  /** The REST status (rest-adapter/error-mapping.ts). */
  status: number;
  /** The domain error a service throws for it; GraphQL (errors.ts) gives it this code. */
  raisedBy?: abstract new (...args: never[]) => Error;
}

/**
 * Every error a client can get: its code (GraphQL's `extensions.code`), its REST status, and the
 * domain error class that raises it. Codes without a class are raised as coded GraphQL errors
 * (authorization, GraphQL's own limits). The classes are disjoint: an error matches one row at most.
 */
const ERROR_TABLE = {
  UNAUTHENTICATED: { status: 401 },
  FORBIDDEN: { status: 403, raisedBy: ForbiddenError },
  NOT_FOUND: { status: 404, raisedBy: NotFoundError },
  CONFLICT: { status: 409, raisedBy: ConflictError },
  GONE: { status: 410, raisedBy: ExpiredUrlError },
  QUOTA_EXCEEDED: { status: 417, raisedBy: QuotaExceededError },
  BAD_USER_INPUT: { status: 422, raisedBy: ValidationError },
  RATE_LIMITED: { status: 429, raisedBy: RateLimitedError },
  SERVICE_UNAVAILABLE: { status: 503, raisedBy: UnavailableError },
  // GraphQL's own limits (src/graphql/limits): REST operations are fixed and bounded, and never meet them.
  TIMEOUT: { status: 504 },
  RESPONSE_TOO_LARGE: { status: 500 },
  INTERNAL_SERVER_ERROR: { status: 500 },
} as const satisfies Record<string, ErrorRow>;

export type ErrorCode = keyof typeof ERROR_TABLE;

const ROWS = Object.entries(ERROR_TABLE) as [ErrorCode, ErrorRow][];

/** The code of a domain error; undefined for anything else (a bug, which callers mask). */
export function codeOf(error: unknown): ErrorCode | undefined {
  return ROWS.find(([, row]) => row.raisedBy && error instanceof row.raisedBy)?.[0];
}

/** The REST status of a code; 500 for no code or one not in the table. */
export function httpStatus(code: unknown): number {
  return ROWS.find(([c]) => c === code)?.[1].status ?? 500;
}
