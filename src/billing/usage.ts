import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import { availableCredits } from './balance.js';

export interface Usage {
  period_start_date: Date;
  period_end_date: Date;
  period_purchased_requests: number;
  period_used_requests: number;
  period_available_requests: number;
}

/** Billing periods are calendar months in UTC. */
function billingPeriod(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
  return { start, end };
}

/** Purchased and used count this period's ledger rows; available is the balance, purchased less used over all periods (credits do not expire). */
export async function usage(db: Db, sql: SqlSession, accountId: number, now = new Date()): Promise<Usage> {
  const { start, end } = billingPeriod(now);
  const inPeriod = { accountId, createdAt: { gte: start, lte: end } };
  const [granted, charged, available] = await Promise.all([
    db.creditEntry.aggregate({ where: { ...inPeriod, amount: { gt: 0 } }, _sum: { amount: true } }),
    db.creditEntry.aggregate({ where: { ...inPeriod, amount: { lt: 0 } }, _sum: { amount: true } }),
    availableCredits(sql, accountId),
  ]);
  return {
    period_start_date: start,
    period_end_date: end,
    period_purchased_requests: granted._sum.amount ?? 0,
    period_used_requests: -(charged._sum.amount ?? 0),
    period_available_requests: Math.max(0, available),
  };
}

export interface UsageDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  credits: number;
}

const USED_PER_DAY = `SELECT to_char("created_at", 'YYYY-MM-DD') AS "date", -SUM("amount")::int AS "credits"
FROM "credit_entries" WHERE "account_id" = $1 AND "amount" < 0 AND "created_at" >= $2::timestamp AND "created_at" <= $3::timestamp
GROUP BY 1`;

/** Credits used on each day of the billing period, every day of it listed (days to come as 0). */
export async function usageDays(sql: SqlSession, accountId: number, now = new Date()): Promise<UsageDay[]> {
  const { start, end } = billingPeriod(now);
  const rows = await sql.query<UsageDay>(USED_PER_DAY, [accountId, start.toISOString(), end.toISOString()]);
  const used = new Map(rows.map((r) => [r.date, Number(r.credits)]));
  const days: UsageDay[] = [];
  for (let d = start; d <= end; d = new Date(d.getTime() + 86_400_000)) {
    const date = d.toISOString().slice(0, 10);
    days.push({ date, credits: used.get(date) ?? 0 });
  }
  return days;
}
