import type { ErrorRequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { toCodedError } from '../src/graphql/errors.js';
import { restError } from './error-mapping.js';

/**
 * For a route that answers outside GraphQL (one that returns bytes): a domain error as REST answers
 * it everywhere, through the same error table; anything else is a 500 told only in the log. Never cached.
 */
export function domainErrors(logger: Logger): ErrorRequestHandler {
  return (err: Error, _req, res, _next) => {
    const { status, body } = restError(toCodedError(new GraphQLError(err.message, { originalError: err })));
    if (status === 500) logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    res.status(status).set('Cache-Control', 'no-store').json(body);
  };
}
