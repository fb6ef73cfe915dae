import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { callerIp } from './forwarded-caller.js';

/** `perMinute` uses per IP address of one named allowance (an endpoint, the previews, GraphQL). */
export interface Budget {
  readonly perMinute: number;
  /**
   * Counts `points` (one use by default) by `ip`; rejects with a RateLimiterRes once the minute's
   * budget is spent. Zero points asks whether anything is left, spending nothing.
   */
  spend(ip: string, points?: number): Promise<RateLimiterRes>;
}

/** The budget called `name`: every caller naming it (REST route, GraphQL field, graphql-ws) shares its counter. */
export type Budgets = (name: string, perMinute: number) => Budget;

/**
 * Counters in Redis when there is one, so every API process shares them (under the deployment's
 * key prefix). While Redis is unreachable each process counts in memory instead.
 */
export function createBudgets(redis?: Redis, prefix = 'snapforge'): Budgets {
  const made = new Map<string, Budget>();
  return (name, perMinute) => {
    const known = made.get(name);
    if (known) return known;
    const opts = { points: perMinute, duration: 60, keyPrefix: `${prefix}:rl` };
    const limiter = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts);
    const budget: Budget = { perMinute, spend: (ip, points = 1) => limiter.consume(`${ip}|${name}`, points) };
    made.set(name, budget);
    return budget;
  };
}

function setHeaders(res: Response, limit: number, r: RateLimiterRes) {
  res.setHeader('X-RateLimit-Limit', String(limit));
  res.setHeader('X-RateLimit-Remaining', String(Math.max(0, r.remainingPoints)));
}

export const TOO_MANY_ATTEMPTS = 'Too Many Attempts.';

/** Spends one use of `budget` per request; answers 429 with `body` once the minute's budget is spent. */
export function rateLimit(budget: Budget, body: unknown = { message: TOO_MANY_ATTEMPTS }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      setHeaders(res, budget.perMinute, await budget.spend(callerIp(req) ?? ''));
      next();
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) return next(e);
      const retryAfter = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      setHeaders(res, budget.perMinute, e);
      res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('X-RateLimit-Reset', String(Math.ceil((Date.now() + e.msBeforeNext) / 1000)));
      res.status(429).json(body);
    }
  };
}
