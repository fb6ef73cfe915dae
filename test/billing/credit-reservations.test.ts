import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatedImages, type GatedImages } from '../support/gated-images.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { createTemplate } from '../snaps/fixtures.js';

const QUOTA = { message: 'You have reached your snap quota.' };

/**
 * Issue 25, finding 5: a 100-credit account sent 20 batches of 100 at once and all were accepted
 * (2,000 renders charged, balance -1,900). Queued work now reserves its credits when it is accepted.
 */
describe.each(BACKENDS)('credits reserved at acceptance (%s)', (backend) => {
  let t: TestApp;
  let images: GatedImages;
  const hold = (key: string) => images.hold(key);
  const gated = (key: string) => images.gated(key);

  /** The account's row: its balance, what is reserved, and the credits the API shows as available. */
  const credits = async (email: string, token: string) => {
    const { prisma } = t.app.services.database;
    const { account } = await prisma.user.findUniqueOrThrow({ where: { email }, include: { account: true } });
    const usage = (await t.request('GET', '/api/v1/usage', { token })).body;
    return { balance: account.credits, reserved: account.reservedCredits, available: usage.period_available_requests };
  };
  const batch = (token: string, body: object) => t.request('POST', '/api/v1/snaps/batches', { token, body });
  const finished = (token: string, uuid: string) =>
    waitFor(
      async () => {
        const r = await t.request('GET', `/api/v1/snaps/batches/${uuid}`, { token });
        return ['completed', 'failed', 'canceled'].includes(r.body.status) && r.body;
      },
      120_000,
      `batch ${uuid} to finish`,
    );

  beforeAll(async () => {
    images = await startGatedImages();
    t = await startTestApp(backend, { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it('20 batches of 100 at once on 100 credits: one accepted, 19 refused, the balance ends at 0 with nothing reserved', async () => {
    const { token, email } = await t.account({ credits: 100 });
    const template = await createTemplate(t, token);
    const items = Array.from({ length: 100 }, (_, i) => ({ variants: [{ layer: 'title', text: `Item ${i}` }] }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => batch(token, { template_id: template, items })));
    const accepted = answers.filter((r) => r.status === 202);
    expect(accepted).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 202)) expect([r.status, r.body]).toEqual([417, QUOTA]);
    const done = await finished(token, accepted[0].body.uuid);
    expect([done.status, done.completed, done.credits_charged]).toEqual(['completed', 100, 100]);
    expect(await credits(email, token)).toEqual({ balance: 0, reserved: 0, available: 0 });
    const { prisma } = t.app.services.database;
    expect(
      await prisma.batch.count({
        where: { templateId: (await prisma.template.findUniqueOrThrow({ where: { uuid: template } })).id },
      }),
    ).toBe(1);
  }, 180_000);

  it('async snaps reserve too: 10 at once on 3 credits queue 3; sync snaps cannot spend what queued work holds', async () => {
    const { token, email } = await t.account({ credits: 3 });
    const template = await createTemplate(t, token, gated('async'));
    const open = hold('async');
    const body = { template_id: template, async: true, webhook_url: `${images.url}hook` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/api/v1/snaps', { token, body })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(3).fill(202), ...Array(7).fill(417)]);
    expect(await credits(email, token)).toEqual({ balance: 3, reserved: 3, available: 0 });
    const sync = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    expect([sync.status, sync.body]).toEqual([417, QUOTA]);
    open();
    await waitFor(async () => (await credits(email, token)).reserved === 0, 30_000, 'the async snaps to settle');
    expect(await credits(email, token)).toEqual({ balance: 0, reserved: 0, available: 0 });
  });

  it('a canceled batch gives back the credits of the items it canceled, and a failed item its own', async () => {
    const { token, email } = await t.account({ credits: 10 });
    const template = await createTemplate(t, token);
    const open = hold('cancel');
    // Item 0's image is missing (it fails, uncharged); the rest wait on the gate until the cancel.
    const items = Array.from({ length: 10 }, (_, i) => ({
      variants: [{ layer: 'photo', image_url: i === 0 ? `${images.url}missing.jpg` : gated('cancel') }],
    }));
    const r = await batch(token, { template_id: template, items });
    expect(r.status).toBe(202);
    expect((await credits(email, token)).reserved).toBe(10);
    const canceling = t.request('POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, { token });
    const canceled = () =>
      t.app.services.database.prisma.snap.count({ where: { batch: { uuid: r.body.uuid }, status: 'canceled' } });
    await waitFor(async () => (await canceled()) > 0, 15_000, 'the cancel');
    open();
    expect((await canceling).status).toBe(200);
    const done = await finished(token, r.body.uuid);
    expect(done.status).toBe('canceled');
    expect(done.failed).toBeGreaterThanOrEqual(1);
    expect(await credits(email, token)).toEqual({
      balance: 10 - done.credits_charged,
      reserved: 0,
      available: 10 - done.credits_charged,
    });
  });
});
