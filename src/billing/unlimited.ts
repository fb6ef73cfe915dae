import type { Db } from '../db/database.js';

/**
 * Makes an account unlimited (never refused for credits, charges recorded as usage without moving
 * the balance) or limited again. Work queued while unlimited is charged as it settles, under the
 * rule of that moment: after a switch back, what the balance no longer covers fails uncharged.
 */
export async function setUnlimited(db: Pick<Db, 'account'>, accountId: number, unlimited: boolean): Promise<void> {
  await db.account.update({ where: { id: accountId }, data: { unlimited } });
}

export async function isUnlimited(db: Pick<Db, 'account'>, accountId: number): Promise<boolean> {
  const row = await db.account.findUnique({ where: { id: accountId }, select: { unlimited: true } });
  return row?.unlimited ?? false;
}
