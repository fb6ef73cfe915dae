import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../src/accounts/account-service.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { CLAIM_LEASE_MS } from '../../src/idempotency/claim-lease.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
} from '../../src/idempotency/idempotency-keys.js';
import { releaseOrphanedClaims } from '../../src/idempotency/orphaned-claims.js';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';

const IN_PROGRESS = 'A request with this idempotency key is already in progress. Retry shortly.';

describe('idempotency claims with a lease', () => {
  let dataDir: string;
  let db: Database;
  let accountId: number;
  let n = 0;
  const key = () => `key-${++n}`;
  const row = (id: number) => db.prisma.idempotencyKey.findUniqueOrThrow({ where: { id } });
  const claim = (k: string, fingerprint = 'body') => claimIdempotencyKey(db.prisma, accountId, k, 'snap', fingerprint);
  const newClaim = async (k: string) => {
    const c = await claim(k);
    if (c.kind !== 'new') throw new Error('expected a new claim');
    return c.id;
  };
  /** Makes a held claim look as a dead request leaves it: its lease run out. */
  const expire = (id: number) =>
    db.prisma.idempotencyKey.update({ where: { id }, data: { leaseExpiresAt: new Date(Date.now() - 1000) } });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'claims-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    db = await openDatabase({ dataDir });
    await createAccount(db.prisma, { email: 'claims@example.com', name: 'Claims', credits: 0 });
    accountId = (await db.prisma.user.findUniqueOrThrow({ where: { email: 'claims@example.com' } })).accountId;
  });
  afterEach(() => void vi.useRealTimers());
  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a claim held by a live request answers 409 to the same request, and is renewed while it is held', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const k = key();
    const id = await newClaim(k);
    const first = (await row(id)).leaseExpiresAt!.getTime();
    expect(first - Date.now()).toBeGreaterThan(CLAIM_LEASE_MS - 5_000);
    await expect(claim(k)).rejects.toThrow(IN_PROGRESS);
    await new Promise((r) => setTimeout(r, 20)); // so that a renewal moves the lease
    vi.advanceTimersByTime(CLAIM_LEASE_MS);
    await vi.waitFor(async () => expect((await row(id)).leaseExpiresAt!.getTime()).toBeGreaterThan(first));
    await completeIdempotencyKey(db.prisma, id, ['snap-1']);
    expect(await claim(k)).toEqual({ kind: 'replay', resourceIds: ['snap-1'] });
  });

  it('a claim whose lease ran out is free: a retry takes it, whatever its parameters', async () => {
    const k = key();
    const dead = await newClaim(k);
    await expect(claim(k, 'other body')).rejects.toThrow('already used with different parameters');
    await expire(dead);
    const retry = await claim(k, 'other body');
    expect(retry.kind).toBe('new');
    // The dead request, had it been only stalled, finds its key taken: its completion changes nothing.
    await completeIdempotencyKey(db.prisma, dead, ['lost']);
    await expect(claim(k, 'other body')).rejects.toThrow(IN_PROGRESS);
    if (retry.kind === 'new') await releaseIdempotencyKey(db.prisma, retry.id);
  });

  it('at start-up: the embedded database frees every held claim; PostgreSQL only those whose lease ran out', async () => {
    const [live, dead, done] = [await newClaim(key()), await newClaim(key()), await newClaim(key())];
    await expire(dead);
    await completeIdempotencyKey(db.prisma, done, ['snap-2']);
    await releaseOrphanedClaims(db.sql, { everyHeldClaim: false });
    const left = async () =>
      (await db.prisma.idempotencyKey.findMany({ where: { id: { in: [live, dead, done] } } })).map((r) => r.id).sort();
    expect(await left()).toEqual([live, done].sort());
    await releaseOrphanedClaims(db.sql, { everyHeldClaim: true });
    expect(await left()).toEqual([done]);
    await releaseIdempotencyKey(db.prisma, live); // stops its renewal
  });
});
