import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snap } from '../../src/generated/prisma/client.js';
import { claimSnap } from '../../src/snaps/snap-claim.js';
import { insertSettledSnap } from '../../src/snaps/snap-settlement.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { createTemplate } from './fixtures.js';

/**
 * A synchronous snap is stored by one raw INSERT whose columns come from the row it is given: every
 * field of the Prisma model must land in its own column (a new field needs nothing there), and a key
 * that is no field of the model never reaches the SQL.
 */
describe.each(BACKENDS)('the settled snap insert on %s', (backend) => {
  let t: TestApp;
  let stored: Snap;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const { token } = await t.account({ credits: 10 });
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: await createTemplate(t, token) },
    });
    expect(r.status).toBe(201);
    stored = await t.app.services.database.prisma.snap.findUniqueOrThrow({ where: { id: r.body.id } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const prisma = () => t.app.services.database.prisma;
  const charges = async (id: string) =>
    (await prisma().creditEntry.findMany({ where: { chargeKey: `snap:${id}` } })).map((e) => e.amount);

  it('writes every field of the row to its column, and charges it once', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const row: Snap = {
      ...stored,
      id: randomUUID(),
      variants: [{ layer: 'title', text: 'Round trip' }],
      format: 'webp',
      transparent: true,
      isAsync: true,
      webhookUrl: 'https://example.com/hook',
      mediaKey: 'snaps/round-trip.webp',
      attempts: 2,
      idempotencyKey: `key-${randomUUID()}`,
      identifier: 'row-7',
      position: 7,
      createdAt: at,
      startedAt: at,
      completedAt: at,
      updatedAt: at,
    };
    await insertSettledSnap(t.app.services.database.sql, row);
    expect(await prisma().snap.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
    expect(await charges(row.id)).toEqual([-1]);

    // A field the row leaves undefined takes its column's default, as with Prisma.
    const fewer = { ...row, id: randomUUID(), idempotencyKey: null, attempts: undefined } as unknown as Snap;
    await insertSettledSnap(t.app.services.database.sql, fewer);
    expect((await prisma().snap.findUniqueOrThrow({ where: { id: fewer.id } })).attempts).toBe(0);
  });

  it('refuses a key that is not a field of the snap, writing and charging nothing', async () => {
    const id = randomUUID();
    const bad = { ...stored, id, idempotencyKey: null, 'status" = 1; --': 'x' } as Snap;
    await expect(insertSettledSnap(t.app.services.database.sql, bad)).rejects.toThrow(/Not a snap column/);
    expect(await prisma().snap.count({ where: { id } })).toBe(0);
    expect(await charges(id)).toEqual([]);
  });

  // A queued snap is taken into `processing` by one raw UPDATE returning the whole row: the row a run
  // renders and settles must be the one Prisma reads, field for field (times, JSON, nulls), and the
  // account's credits left, which decide whether it renders at all.
  it('returns the claimed row as Prisma reads it with the credits left, and claims a pending or processing snap only', async () => {
    const row: Snap = {
      ...stored,
      id: randomUUID(),
      status: 'pending',
      variants: [{ layer: 'title', text: 'Claimed' }],
      isAsync: true,
      webhookUrl: 'https://example.com/hook',
      mediaKey: null,
      attempts: 0,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      startedAt: null,
      completedAt: null,
    };
    // Not settled: the insert only charges a completed row.
    await insertSettledSnap(t.app.services.database.sql, row);
    const at = new Date('2026-01-02T03:04:06.789Z');
    const claimed = await claimSnap(t.app.services.database.sql, row.id, at);
    const account = await prisma().account.findUniqueOrThrow({ where: { id: row.accountId } });
    expect(claimed?.credits).toBe(account.credits);
    expect(claimed?.snap).toEqual(await prisma().snap.findUniqueOrThrow({ where: { id: row.id } }));
    expect(claimed?.snap).toMatchObject({
      status: 'processing',
      attempts: 1,
      startedAt: at,
      updatedAt: at,
      createdAt: row.createdAt,
      completedAt: null,
    });
    // A run that died holding it: claimed again.
    expect((await claimSnap(t.app.services.database.sql, row.id, at))?.snap.attempts).toBe(2);
    await prisma().snap.update({ where: { id: row.id }, data: { status: 'completed' } });
    expect(await claimSnap(t.app.services.database.sql, row.id, at)).toBeNull();
  });
});
