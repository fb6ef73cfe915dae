import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { createTemplate } from '../snaps/fixtures.js';

const QUOTA = { message: 'You have reached your snap quota.' };
const SET = 'mutation($u: Boolean!) { setAccountUnlimited(unlimited: $u) }';

/** Issue 31, part 4: a self-hoster's account renders without credits, and usage still counts every render. */
describe('unlimited accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { OWNERS_MAY_SET_UNLIMITED: 'true', ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const account = async (email: string) => {
    const { account } = await t.app.services.database.prisma.user.findUniqueOrThrow({
      where: { email },
      include: { account: true },
    });
    return { balance: account.credits, unlimited: account.unlimited };
  };

  it('renders a sync snap and a batch on a zero balance: nothing deducted, every render counted', async () => {
    const { token, email } = await t.account({ credits: 0 });
    const template = await createTemplate(t, token);
    const refused = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    expect([refused.status, refused.body]).toEqual([417, QUOTA]);

    expect((await t.graphql(SET, { u: true }, token)).data).toEqual({ setAccountUnlimited: true });
    expect((await t.graphql('{ me { unlimited credits } }', {}, token)).data).toEqual({
      me: { unlimited: true, credits: 2147483647 },
    });

    const sync = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } });
    expect(sync.status).toBe(201);
    const items = Array.from({ length: 3 }, (_, i) => ({ variants: [{ layer: 'title', text: `Item ${i}` }] }));
    const batch = await t.request('POST', '/api/v1/snaps/batches', { token, body: { template_id: template, items } });
    expect(batch.status).toBe(202);
    const done = await waitFor(
      async () => {
        const r = await t.request('GET', `/api/v1/snaps/batches/${batch.body.uuid}`, { token });
        return r.body.status === 'completed' && r.body;
      },
      60_000,
      'the batch',
    );
    expect([done.completed, done.credits_charged]).toEqual([3, 3]);

    expect(await account(email)).toEqual({ balance: 0, unlimited: true });
    const usage = (await t.request('GET', '/api/v1/usage', { token })).body;
    expect(usage).toMatchObject({
      period_purchased_requests: 0,
      period_used_requests: 4,
      period_available_requests: 2147483647,
    });
  }, 120_000);

  it('limited again, the spec quota applies to the balance as it was: 417 on zero, credits added are spent', async () => {
    const { token, email } = await t.account({ credits: 1 });
    const template = await createTemplate(t, token);
    await t.graphql(SET, { u: true }, token);
    expect((await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } })).status).toBe(201);
    expect(await account(email)).toMatchObject({ balance: 1 });
    await t.graphql(SET, { u: false }, token);
    expect((await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template } })).status).toBe(201);
    const over = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, async: true, webhook_url: `${t.url}/hook` },
    });
    expect([over.status, over.body]).toEqual([417, QUOTA]);
    expect(await account(email)).toEqual({ balance: 0, unlimited: false });
  }, 60_000);

  it('only owners switch it over GraphQL, and only where OWNERS_MAY_SET_UNLIMITED allows', async () => {
    const { token: admin } = await t.account({ role: 'admin' });
    expect((await t.graphql('{ me { maySetUnlimited } }', {}, admin)).data.me.maySetUnlimited).toBe(false);
    const denied = await t.graphql(SET, { u: true }, admin);
    expect(denied.errors[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: expect.stringContaining('snapforge credits unlimited --email'),
    });
    const { token: owner } = await t.account();
    expect((await t.graphql('{ me { maySetUnlimited } }', {}, owner)).data.me.maySetUnlimited).toBe(true);
    const { config } = t.app.services;
    config.OWNERS_MAY_SET_UNLIMITED = false;
    try {
      expect((await t.graphql('{ me { maySetUnlimited } }', {}, owner)).data.me.maySetUnlimited).toBe(false);
      expect((await t.graphql(SET, { u: true }, owner)).errors[0].extensions.code).toBe('FORBIDDEN');
    } finally {
      config.OWNERS_MAY_SET_UNLIMITED = true;
    }
    expect((await t.graphql('{ me { unlimited } }', {}, owner)).data.me.unlimited).toBe(false);
  });
});
