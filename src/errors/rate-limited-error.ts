import { TOO_MANY_ATTEMPTS } from '../ops/rate-limit.js';

/** A budget counted inside an operation (not per HTTP request) is spent: RATE_LIMITED. */
export class RateLimitedError extends Error {
  constructor() {
    super(TOO_MANY_ATTEMPTS);
  }
}
