import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { cookieGraphql, browserFetch, sessionCookieOf } from '../studio-api/support.js';
import { CALLER_GONE, endedWith, subscribeSse, subscribeWs, untilListening } from '../support/subscriptions.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

const CREATED = 'subscription { batchCreated { uuid } }';
const CREATE_KEY = 'mutation($name: String!) { createApiKey(name: $name) { secret key { id } } }';
const REVOKE = 'mutation($id: Int!) { revokeApiKey(id: $id) { revokedAt } }';
const INVITE = 'mutation($email: String!) { inviteMember(email: $email, role: admin) { link member { id } } }';
const ROLE = 'mutation($id: Int!) { changeMemberRole(id: $id, role: viewer) { role } }';
const REMOVE = 'mutation($id: Int!) { removeMember(id: $id) { id } }';

type Subscription = ReturnType<typeof subscribeWs>;

const uuidsOf = (s: Subscription) => s.results.filter((r) => r.data).map((r) => r.data.batchCreated.uuid as string);

/**
 * Finding 3 of issue 39: a removed member's or a revoked key's graphql-ws subscription kept receiving
 * the account's batches (created 1 s, 10 s and 40 s after the removal); new operations were refused.
 * Now each of its subscriptions, over graphql-ws and SSE, gets one UNAUTHENTICATED error and completes.
 * The same across API processes on Redis: test/scaled/scaled.test.ts.
 */
describe.each(BACKENDS)('subscriptions end with their caller (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let template: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = (await t.account({ credits: 100 })).token;
    template = await createTemplate(t, owner);
  });
  afterAll(() => t?.close());

  const newBatch = async (): Promise<string> => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token: owner,
      body: { template_id: template, items: [{}] },
    });
    expect(r.status, r.text).toBe(202);
    return r.body.uuid;
  };
  const both = (token: string) => [subscribeWs(t.url, token, CREATED, {}), subscribeSse(t.url, token, CREATED, {})];
  const ended = async (subscriptions: Subscription[]) => {
    for (const s of subscriptions) {
      const { error, before } = await endedWith(s);
      expect(error).toMatchObject(CALLER_GONE);
      expect(before.every((r) => r.data)).toBe(true);
    }
  };

  it("a revoked key's subscriptions end at once; the owner's go on and get the next batch", async () => {
    const key = (await t.graphql(CREATE_KEY, { name: 'dashboard' }, owner)).data.createApiKey;
    const revoked = both(key.secret);
    const kept = both(owner);
    await untilListening([...revoked, ...kept], newBatch);

    expect((await t.graphql(REVOKE, { id: key.key.id }, owner)).data.revokeApiKey.revokedAt).not.toBeNull();
    await ended(revoked);
    const after = await newBatch();
    await waitFor(() => kept.every((s) => uuidsOf(s).includes(after)), 10_000, 'the kept subscriptions');
    expect(revoked.some((s) => uuidsOf(s).includes(after))).toBe(false);
    kept.forEach((s) => s.close());
  });

  it("a member's key: kept when their role changes, ended when they are removed", async () => {
    const email = `member-${Date.now()}@example.com`;
    const invited = (await t.graphql(INVITE, { email }, owner)).data.inviteMember;
    const signedIn = await browserFetch(t, invited.link.slice(t.app.services.config.PUBLIC_URL.length));
    const cookie = sessionCookieOf(signedIn)!.pair;
    const key = (await cookieGraphql(t, cookie, CREATE_KEY, { name: 'theirs' })).data.createApiKey;
    const theirs = both(key.secret);
    await untilListening(theirs, newBatch);

    expect((await t.graphql(ROLE, { id: invited.member.id }, owner)).data.changeMemberRole.role).toBe('viewer');
    // Still theirs to watch: a batch made after the change arrives.
    const afterDemotion = await newBatch();
    await waitFor(() => theirs.every((s) => uuidsOf(s).includes(afterDemotion)), 10_000, 'the demoted member');

    expect((await t.graphql(REMOVE, { id: invited.member.id }, owner)).data.removeMember.id).toBe(invited.member.id);
    await ended(theirs);
  });
});
