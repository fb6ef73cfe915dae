import type { Db } from '../db/database.js';
import { ConflictError } from '../errors/conflict-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { leaseEnd, renewWhileHeld, stopRenewing } from './claim-lease.js';

export type IdempotencyScope = 'snap' | 'batch';

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

const IN_PROGRESS = 'A request with this idempotency key is already in progress. Retry shortly.';

export type Claim = { kind: 'new'; id: number } | { kind: 'replay'; resourceIds: string[] };

const OTHER_SCOPE: Record<IdempotencyScope, string> = {
  snap: 'This idempotency key was already used by a batch. Use a new key for a single snap.',
  batch: 'This idempotency key was already used by a single snap. Use a new key for a batch.',
};

/**
 * Claims an account's key for a request, or says what the first request with it created. A key is
 * held (resourceIds null) while its first request runs, under a lease that request renews: a second
 * request then gets a conflict. A held key whose lease ran out belongs to a request that died, which
 * created nothing: it is free, whatever the new request's parameters.
 */
export async function claimIdempotencyKey(
  db: Db,
  accountId: number,
  key: string,
  scope: IdempotencyScope,
  fingerprint: string,
): Promise<Claim> {
  for (let tries = 0; tries < 3; tries++) {
    const existing = await db.idempotencyKey.findUnique({ where: { accountId_key: { accountId, key } } });
    if (existing && existing.createdAt.getTime() < Date.now() - IDEMPOTENCY_WINDOW_MS) {
      // Past the window a retry is a new request; the conditional delete lets one of two racers win.
      await db.idempotencyKey.deleteMany({ where: { id: existing.id, createdAt: existing.createdAt } });
      continue;
    }
    if (
      existing &&
      !existing.resourceIds &&
      !(existing.leaseExpiresAt && existing.leaseExpiresAt.getTime() > Date.now())
    ) {
      // Conditional on the lease read: a renewal in between keeps the key held.
      await db.idempotencyKey.deleteMany({ where: { id: existing.id, leaseExpiresAt: existing.leaseExpiresAt } });
      continue;
    }
    if (existing) {
      if (existing.scope !== scope) throw new ConflictError(OTHER_SCOPE[scope]);
      if (existing.requestHash !== fingerprint)
        throw ValidationError.of('idempotency_key', 'This idempotency key was already used with different parameters.');
      if (!existing.resourceIds) throw new ConflictError(IN_PROGRESS);
      return { kind: 'replay', resourceIds: existing.resourceIds as string[] };
    }
    const created = await db.idempotencyKey.createManyAndReturn({
      data: [{ accountId, key, scope, requestHash: fingerprint, leaseExpiresAt: leaseEnd() }],
      skipDuplicates: true,
    });
    if (created.length === 1) {
      renewWhileHeld(db, created[0].id);
      return { kind: 'new', id: created[0].id };
    }
  }
  throw new ConflictError(IN_PROGRESS);
}

/** Records what the first request created (a replay answers it). Not there: its lease ran out and a retry took the key. */
export async function completeIdempotencyKey(
  db: Pick<Db, 'idempotencyKey'>,
  id: number,
  resourceIds: string[],
): Promise<void> {
  stopRenewing(id);
  await db.idempotencyKey.updateMany({ where: { id }, data: { resourceIds } });
}

/** The first request failed and created nothing: the key is free again. */
export async function releaseIdempotencyKey(db: Db, id: number): Promise<void> {
  stopRenewing(id);
  await db.idempotencyKey.deleteMany({ where: { id } });
}
