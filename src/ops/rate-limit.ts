import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Makes the limiters of one process: all of them count in `redis` when given. */
export type RateLimiterFactory = (perMinute: number) => RateLimiterAbstract;

/**
 * Requests per minute per IP address and endpoint; counters in Redis when there is one, so every
 * API process shares them (under the deployment's key prefix). While Redis is unreachable each
 * process counts in memory instead.
 */
export function rateLimiterFactory(redis?: Redis, prefix = 'snapforge'): RateLimiterFactory {
  return (perMinute) => {
    const opts = { points: perMinute, duration: 60, keyPrefix: `${prefix}:rl` };
    return redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts);
  };
}

function setHeaders(res: Response, limit: number, r: RateLimiterRes) {
  res.setHeader('X-RateLimit-Limit', String(limit));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, r.remainingPoints)));
}

export const TOO_MANY_ATTEMPTS = 'Too Many Attempts.';

/** Counts the request against `endpoint`; answers 429 with `body` once the minute's budget is spent. */
export function rateLimit(limiter: RateLimiterAbstract, endpoint: string, body: unknown = { message: TOO_MANY_ATTEMPTS }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      setHeaders(res, limiter.points, await limiter.consume(`${req.ip}|${endpoint}`));
      next();
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) return next(e);
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      setHeaders(res, limiter.points, e);
      res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + e.msBeforeNext) / 1000)));
      res.status(429).json(body);
    }
  };
}
