import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CREDIT_LEFT } from '../../src/billing/settlement.js';
import { startGatedImages, type GatedImages } from '../support/gated-images.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { createTemplate } from '../snaps/fixtures.js';

const QUOTA = { message: 'You have reached your snap quota.' };

/**
 * The interface's batch credit rules (issue 39.1): the whole batch is checked against the balance
 * before anything is created, the check is not a reservation (concurrent batches may queue more than
 * the balance covers), and each item is charged when it completes. The overdraft that reservations
 * once stopped is stopped at completion: an item that finds no credit left fails, uncharged.
 */
describe.each(BACKENDS)('credits: checked at acceptance, charged at completion (%s)', (backend) => {
  let t: TestApp;
  let images: GatedImages;
  const hold = (key: string) => images.hold(key);
  const gated = (key: string) => images.gated(key);

  /** The balance on the account's row, the ledger's charges and what the usage endpoint reports, side by side. */
  const credits = async (email: string, token: string) => {
    const { prisma } = t.app.services.database;
    const { account } = await prisma.user.findUniqueOrThrow({ where: { email }, include: { account: true } });
    const charged = await prisma.creditEntry.aggregate({
      where: { accountId: account.id, amount: { lt: 0 } },
      _sum: { amount: true },
    });
    const usage = (await t.request('GET', '/api/v1/usage', { token })).body;
    return {
      balance: account.credits,
      ledgerUsed: Math.abs(charged._sum.amount ?? 0),
      purchased: usage.period_purchased_requests,
      used: usage.period_used_requests,
      available: usage.period_available_requests,
    };
  };
  const batch = (token: string, body: object) => t.request('POST', '/api/v1/snaps/batches', { token, body });
  const finished = (token: string, uuid: string) =>
    waitFor(
      async () => {
        const r = await t.request('GET', `/api/v1/snaps/batches/${uuid}`, { token });
        return ['completed', 'failed', 'canceled'].includes(r.body.status) && r.body;
      },
      240_000,
      `batch ${uuid} to finish`,
    );
  /** Every item of the batches, by status, with the errors of the failed ones. */
  const items = async (uuids: string[]) => {
    const rows = await t.app.services.database.prisma.snap.findMany({ where: { batch: { uuid: { in: uuids } } } });
    return {
      completed: rows.filter((r) => r.status === 'completed').length,
      failed: rows.filter((r) => r.status === 'failed').length,
      errors: [...new Set(rows.filter((r) => r.status === 'failed').map((r) => r.lastError))],
      filesOfFailed: rows.filter((r) => r.status === 'failed' && r.mediaKey !== null).length,
    };
  };
  const titled = (n: number, image?: string) =>
    Array.from({ length: n }, (_, i) => ({
      variants: [{ layer: 'title', text: `Item ${i}` }, ...(image ? [{ layer: 'photo', image_url: image }] : [])],
    }));

  beforeAll(async () => {
    images = await startGatedImages();
    t = await startTestApp(backend, { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it("the interface's scenario: a second batch of 3 on a balance of 3 while the first is queued is 202; the balance ends at exactly 0", async () => {
    const { token, email } = await t.account({ credits: 3 });
    const template = await createTemplate(t, token);
    const open = hold('scenario');
    const first = await batch(token, { template_id: template, items: titled(3, gated('scenario')) });
    expect(first.status).toBe(202);
    // Nothing is reserved: the balance and what the usage endpoint calls remaining are still 3.
    expect(await credits(email, token)).toEqual({ balance: 3, ledgerUsed: 0, purchased: 3, used: 0, available: 3 });
    const second = await batch(token, { template_id: template, items: titled(3, gated('scenario')) });
    expect(second.status).toBe(202);
    open();
    const done = [await finished(token, first.body.uuid), await finished(token, second.body.uuid)];
    expect(done.reduce((n, b) => n + b.credits_charged, 0)).toBe(3);
    expect(await items([first.body.uuid, second.body.uuid])).toEqual({
      completed: 3,
      failed: 3,
      errors: [NO_CREDIT_LEFT],
      filesOfFailed: 0,
    });
    expect(await credits(email, token)).toEqual({ balance: 0, ledgerUsed: 3, purchased: 3, used: 3, available: 0 });
    // Now the balance is spent, acceptance refuses: nothing is created.
    expect(await batch(token, { template_id: template, items: titled(1) })).toMatchObject({ status: 417, body: QUOTA });
  }, 90_000); // the file's first renders start the render threads: 29 s of 30 on a loaded machine

  it('20 batches of 100 at once on 100 credits: 100 items completed, the rest failed, balance 0, ledger and usage agree', async () => {
    const { token, email } = await t.account({ credits: 100 });
    const template = await createTemplate(t, token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => batch(token, { template_id: template, items: titled(100) })),
    );
    const accepted = answers.filter((r) => r.status === 202).map((r) => r.body.uuid as string);
    // Each batch is checked alone against the balance: batches answered after it was spent are refused whole.
    for (const r of answers.filter((a) => a.status !== 202)) expect([r.status, r.body]).toEqual([417, QUOTA]);
    expect(accepted.length).toBeGreaterThan(1);
    for (const uuid of accepted) await finished(token, uuid);
    expect(await items(accepted)).toEqual({
      completed: 100,
      failed: accepted.length * 100 - 100,
      errors: [NO_CREDIT_LEFT],
      filesOfFailed: 0,
    });
    expect(await credits(email, token)).toEqual({
      balance: 0,
      ledgerUsed: 100,
      purchased: 100,
      used: 100,
      available: 0,
    });
  }, 300_000);

  it('async snaps: 10 at once on 3 credits are all accepted; a sync snap meanwhile spends one; 2 complete, the rest fail uncharged', async () => {
    const { token, email } = await t.account({ credits: 3 });
    const template = await createTemplate(t, token);
    const open = hold('async');
    const photo = [{ layer: 'photo', image_url: gated('async') }];
    const body = { template_id: template, async: true, webhook_url: `${images.url}hook`, variants: photo };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/api/v1/snaps', { token, body })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    const sync = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    expect(sync.status).toBe(201);
    open();
    const { prisma } = t.app.services.database;
    const ids = answers.map((r) => r.body.id as string);
    const settled = () => prisma.snap.findMany({ where: { id: { in: ids }, status: { in: ['completed', 'failed'] } } });
    const rows = await waitFor(async () => ((await settled()).length === 10 ? settled() : null), 60_000, 'the snaps');
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'failed').map((r) => [r.lastError, r.mediaKey])).toEqual(
      Array(8).fill([NO_CREDIT_LEFT, null]),
    );
    const failed = await t.request('GET', `/api/v1/snaps/${rows.find((r) => r.status === 'failed')!.id}`, { token });
    expect(failed.body.media_url).toBeNull();
    expect(await credits(email, token)).toEqual({ balance: 0, ledgerUsed: 3, purchased: 3, used: 3, available: 0 });
  });

  it('a sync snap that rendered after another spent the last credit is 417, stored failed without its file, uncharged', async () => {
    const { token, email } = await t.account({ credits: 1 });
    const template = await createTemplate(t, token);
    const open = hold('sync');
    const slowBody = { template_id: template, variants: [{ layer: 'photo', image_url: gated('sync') }] };
    const waiting = t.request('POST', '/api/v1/snaps', { token, body: slowBody });
    // The slow one passed its check and is rendering (waiting on its image) when the fast one spends the credit.
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } })).status).toBe(201);
    open();
    expect(await waiting).toMatchObject({ status: 417, body: QUOTA });
    const { prisma } = t.app.services.database;
    const unpaid = await prisma.snap.findFirstOrThrow({ where: { template: { uuid: template }, status: 'failed' } });
    expect([unpaid.status, unpaid.lastError, unpaid.mediaKey]).toEqual(['failed', NO_CREDIT_LEFT, null]);
    expect(await credits(email, token)).toEqual({ balance: 0, ledgerUsed: 1, purchased: 1, used: 1, available: 0 });
  });

  it('a canceled batch charges only the items that completed', async () => {
    const { token, email } = await t.account({ credits: 10 });
    const template = await createTemplate(t, token);
    const open = hold('cancel');
    const r = await batch(token, { template_id: template, items: titled(10, gated('cancel')) });
    expect(r.status).toBe(202);
    const canceling = t.request('POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, { token });
    const canceled = () =>
      t.app.services.database.prisma.snap.count({ where: { batch: { uuid: r.body.uuid }, status: 'canceled' } });
    await waitFor(async () => (await canceled()) > 0, 15_000, 'the cancel');
    open();
    expect((await canceling).status).toBe(200);
    const done = await finished(token, r.body.uuid);
    expect(done.status).toBe('canceled');
    expect(await credits(email, token)).toMatchObject({
      balance: 10 - done.credits_charged,
      ledgerUsed: done.credits_charged,
      available: 10 - done.credits_charged,
    });
  });
});
