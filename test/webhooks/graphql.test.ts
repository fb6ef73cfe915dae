import { randomBytes } from 'node:crypto';
import { WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccessToken } from '../../src/access/access-token.js';
import { callerForEmail } from '../../src/accounts/account-service.js';
import type { Db } from '../../src/db/database.js';
import type { Role } from '../../src/generated/prisma/enums.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { settled, startDispatcher, startReceiver, verify, type Harness, type Receiver } from './support.js';

const DELIVERIES = /* GraphQL */ `
  query Deliveries($first: Int, $after: String) {
    webhookDeliveries(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          event
          url
          status
          attemptCount
          nextAttemptAt
          createdAt
          deliveredAt
          payload
          attempts {
            number
            startedAt
            durationMs
            responseStatus
            error
          }
        }
      }
    }
  }
`;
const SECRET = 'query { webhookSecret }';
const ROTATE = 'mutation { rotateWebhookSecret }';

describe('webhooks over GraphQL', () => {
  let t: TestApp;
  let prisma: Db;
  let h: Harness;
  let receiver: Receiver;
  let owner: string;
  let accountId: number;

  /** A token for a new user of `accountId` with `role`. */
  async function member(role: Role): Promise<string> {
    const { token, hash } = newAccessToken();
    const user = await prisma.user.create({
      data: { accountId, role, email: `${role}-${randomBytes(4).toString('hex')}@example.com`, name: role },
    });
    await prisma.accessToken.create({
      data: { userId: user.id, name: 'test', tokenHash: hash, abilities: ['api_requests'] },
    });
    return token;
  }
  const deliver = async (event: 'snap.completed' | 'snap-import.canceled', id = accountId) => {
    const d = await h.dispatcher.schedule({
      accountId: id,
      subject: `batch:${randomBytes(6).toString('hex')}`,
      event,
      url: receiver.url,
      data: { n: 1 },
    });
    return settled(prisma, d!.id);
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    prisma = t.app.services.database.prisma;
    const a = await t.account();
    owner = a.token;
    accountId = (await callerForEmail(prisma, a.email)).accountId;
    receiver = await startReceiver([500, 204]);
    h = startDispatcher(t.app.services.database);
  });
  afterAll(async () => {
    await h?.close();
    await receiver?.close();
    await t?.close();
  });

  it("lists the account's deliveries newest first, with their attempts, and pages through them", async () => {
    const first = await deliver('snap.completed');
    const second = await deliver('snap-import.canceled');
    const other = await t.account();
    await deliver('snap.completed', (await callerForEmail(prisma, other.email)).accountId);

    const r = await t.graphql(DELIVERIES, { first: 10 }, owner);
    expect(r.errors).toBeUndefined();
    const nodes = r.data.webhookDeliveries.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.id)).toEqual([second.id, first.id]);
    expect(nodes[1]).toEqual({
      id: first.id,
      event: 'snap.completed',
      url: receiver.url,
      status: 'delivered',
      attemptCount: 2,
      nextAttemptAt: null,
      createdAt: first.createdAt.toISOString(),
      deliveredAt: first.deliveredAt!.toISOString(),
      payload: { event: 'snap.completed', timestamp: first.createdAt.toISOString(), data: { n: 1 } },
      attempts: [
        {
          number: 1,
          startedAt: expect.any(String),
          durationMs: expect.any(Number),
          responseStatus: 500,
          error: 'HTTP 500',
        },
        { number: 2, startedAt: expect.any(String), durationMs: expect.any(Number), responseStatus: 204, error: null },
      ],
    });
    expect(nodes[0]).toMatchObject({
      event: 'snap-import.canceled',
      status: 'delivered',
      attempts: [{ number: 1, responseStatus: 204 }],
    });

    const page1 = await t.graphql(DELIVERIES, { first: 1 }, owner);
    expect(page1.data.webhookDeliveries.pageInfo.hasNextPage).toBe(true);
    const page2 = await t.graphql(
      DELIVERIES,
      { first: 1, after: page1.data.webhookDeliveries.pageInfo.endCursor },
      owner,
    );
    expect(page2.data.webhookDeliveries.edges.map((e: any) => e.node.id)).toEqual([first.id]);
    expect(page2.data.webhookDeliveries.pageInfo.hasNextPage).toBe(false);

    // Any role of the account may read deliveries; the other account sees only its own.
    expect(
      (await t.graphql(DELIVERIES, { first: 10 }, await member('viewer'))).data.webhookDeliveries.edges,
    ).toHaveLength(2);
    expect((await t.graphql(DELIVERIES, { first: 10 }, other.token)).data.webhookDeliveries.edges).toHaveLength(1);
  });

  it('an owner reads and rotates the secret; the next delivery verifies with the new secret only', async () => {
    const old = (await t.graphql(SECRET, {}, owner)).data.webhookSecret;
    expect(old).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(old).toBe((await prisma.account.findUniqueOrThrow({ where: { id: accountId } })).webhookSecret);

    const rotated = await t.graphql(ROTATE, {}, owner);
    expect(rotated.errors).toBeUndefined();
    const fresh = rotated.data.rotateWebhookSecret;
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(fresh).not.toBe(old);
    expect((await t.graphql(SECRET, {}, owner)).data.webhookSecret).toBe(fresh);

    const before = receiver.requests.length;
    await deliver('snap.completed');
    const sent = receiver.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(verify(fresh, sent[0])).toMatchObject({ event: 'snap.completed' });
    expect(() => verify(old, sent[0])).toThrow(WebhookVerificationError);
  });

  it('an admin may read and rotate the secret', async () => {
    const admin = await member('admin');
    expect((await t.graphql(SECRET, {}, admin)).data.webhookSecret).toMatch(/^whsec_/);
    expect((await t.graphql(ROTATE, {}, admin)).data.rotateWebhookSecret).toMatch(/^whsec_/);
  });

  it.each(['viewer', 'editor'] as const)(
    'the %s role gets FORBIDDEN for the secret and its rotation, which changes nothing',
    async (role) => {
      const token = await member(role);
      const secret = (await t.graphql(SECRET, {}, owner)).data.webhookSecret;
      for (const query of [SECRET, ROTATE]) {
        const r = await t.graphql(query, {}, token);
        expect(r.data).toBeNull();
        expect(r.errors[0].extensions.code).toBe('FORBIDDEN');
        expect(JSON.stringify(r)).not.toContain(secret);
      }
      expect((await t.graphql(SECRET, {}, owner)).data.webhookSecret).toBe(secret);
    },
  );

  it('without a token every field is UNAUTHENTICATED', async () => {
    for (const query of [SECRET, ROTATE, DELIVERIES]) {
      expect((await t.graphql(query, { first: 1 })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
