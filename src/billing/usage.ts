import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import { balance } from './ledger.js';

export interface Usage {
  period_start_date: Date;
  period_end_date: Date;
  period_purchased_requests: number;
  period_used_requests: number;
  period_available_requests: number;
}

/** Billing periods are calendar months in UTC. */
export function billingPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { start, end };
}

/** Purchased and used count this period's ledger rows; available is the whole balance (credits do not expire). */
export async function usage(db: Db, sql: SqlSession, accountId: number, now = new Date()): Promise<Usage> {
  const { start, end } = billingPeriod(now);
  const inPeriod = { accountId, createdAt: { gte: start, lte: end } };
  const [granted, charged, available] = await Promise.all([
    db.creditEntry.aggregate({ where: { ...inPeriod, amount: { gt: 0 } }, _sum: { amount: true } }),
    db.creditEntry.aggregate({ where: { ...inPeriod, amount: { lt: 0 } }, _sum: { amount: true } }),
    balance(sql, accountId),
  ]);
  return {
    period_start_date: start,
    period_end_date: end,
    period_purchased_requests: granted._sum.amount ?? 0,
    period_used_requests: -(charged._sum.amount ?? 0),
    period_available_requests: Math.max(0, available),
  };
}
