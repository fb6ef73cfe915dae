import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restError } from '../../rest-adapter/error-mapping.js';
import { QuotaExceededError } from '../../src/errors/quota-exceeded-error.js';
import { InvalidSignatureError } from '../../src/errors/invalid-signature-error.js';
import { toCodedError } from '../../src/graphql/errors.js';
import { RateLimitedError } from '../../src/errors/rate-limited-error.js';
import { SnapRenderFailedError } from '../../src/snaps/snap-service.js';
import { ConflictError } from '../../src/errors/conflict-error.js';
import { NotFoundError } from '../../src/errors/not-found-error.js';
import { UnavailableError } from '../../src/errors/unavailable-error.js';
import { ValidationError } from '../../src/errors/validation-error.js';

/** A domain error as a resolver's throw reaches GraphQL's error handling. */
const thrown = (e: Error) => new GraphQLError(e.message, { originalError: e, path: ['field'] });

describe('the error table', () => {
  it('gives each domain error one code, in GraphQL and REST alike, with the status clients know', () => {
    const cases: [Error, string, number][] = [
      [new InvalidSignatureError(), 'FORBIDDEN', 403],
      [new NotFoundError(), 'NOT_FOUND', 404],
      [new ConflictError('Retry shortly.'), 'CONFLICT', 409],
      [new QuotaExceededError(), 'QUOTA_EXCEEDED', 417],
      [new RateLimitedError(), 'RATE_LIMITED', 429],
      [new UnavailableError('Busy.'), 'SERVICE_UNAVAILABLE', 503],
    ];
    for (const [error, code, status] of cases) {
      const coded = toCodedError(thrown(error));
      expect([coded.message, coded.extensions, coded.path]).toEqual([error.message, { code }, ['field']]);
      expect(restError(coded)).toEqual({ status, body: { message: error.message } });
    }
  });

  it("carries a validation error's fields, for a subclass too", () => {
    const failed = new SnapRenderFailedError({ lastError: 'The image could not be read.' } as never);
    for (const error of [ValidationError.of('title', 'The title field is required.'), failed]) {
      const coded = toCodedError(thrown(error));
      expect(coded.extensions).toEqual({ code: 'BAD_USER_INPUT', errors: error.errors });
      expect(restError(coded)).toEqual({ status: 422, body: { message: error.message, errors: error.errors } });
    }
  });

  it('masks anything else as a 500 without its message', () => {
    const coded = toCodedError(thrown(new TypeError('secret detail')));
    expect([coded.message, coded.extensions]).toEqual(['Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' }]);
    expect(restError(coded)).toEqual({ status: 500, body: { message: 'Server Error' } });
  });
});
