import type { Db } from '../db/database.js';

/**
 * How long a claim stays held without word from its request. A live request renews it every
 * RENEW_EVERY_MS, so only a request that died (a crash, `kill -9`) lets it run out.
 */
export const CLAIM_LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;

/** The end of a lease taken or renewed now. */
export const leaseEnd = () => new Date(Date.now() + CLAIM_LEASE_MS);

/** The renewal timers of the claims this process holds, by claim id. */
const renewals = new Map<number, NodeJS.Timeout>();

/** Keeps renewing claim `id`'s lease until `stopRenewing(id)`: a request may outlive one lease. */
export function renewWhileHeld(db: Db, id: number): void {
  const renew = () => db.idempotencyKey.updateMany({ where: { id }, data: { leaseExpiresAt: leaseEnd() } });
  // A failed renewal is retried at the next tick; should the lease run out meanwhile, a retry may take the key.
  renewals.set(id, setInterval(() => void renew().catch(() => {}), RENEW_EVERY_MS).unref());
}

export function stopRenewing(id: number): void {
  clearInterval(renewals.get(id));
  renewals.delete(id);
}
