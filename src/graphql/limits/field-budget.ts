import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { TOO_MANY_ATTEMPTS, type Budget } from '../../ops/rate-limit.js';
import type { Context } from '../context.js';
import { coded } from '../errors.js';

/** A named per-IP budget whose allowance comes from a setting. */
export interface BudgetSpec {
  name: string;
  perMinute: (config: Config) => number;
}

/** Previews: one budget for both REST preview endpoints and the GraphQL `preview` field. */
export const PREVIEW_BUDGET: BudgetSpec = {
  name: 'previews',
  perMinute: (config) => config.PREVIEW_RATE_LIMIT_PER_MINUTE,
};

/** Renders asked for over /graphql (createSnap, createBatch, createScreenshot, submitEmbeddedForm): REST's per-endpoint allowance. */
export const RENDER_BUDGET: BudgetSpec = {
  name: 'graphql renders',
  perMinute: (config) => config.RATE_LIMIT_PER_MINUTE,
};

/**
 * Spends one use of `spec` for this use of a field, so each alias counts: 50 `preview` aliases in
 * one operation cost 50 previews. Over budget, this field fails with RATE_LIMITED before any work.
 * REST requests carry no client address here: their route's throttle counted them already.
 */
export async function spendFieldBudget(ctx: Context, spec: BudgetSpec): Promise<void> {
  if (ctx.clientIp === undefined) return;
  const { budgets, config } = ctx.services;
  await spendOrRefuse(budgets(spec.name, spec.perMinute(config)), ctx.clientIp);
}

/** Spends one use of `budget` by `ip`; once it is spent, throws RATE_LIMITED as a GraphQL error. */
export async function spendOrRefuse(budget: Budget, ip: string): Promise<void> {
  try {
    await budget.spend(ip);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    throw coded('RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfter: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) });
  }
}
