import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerForEmail } from '../../src/accounts/account-service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { settled, startReceiver, type Receiver } from './support.js';

const REDELIVER = 'mutation($id: ID!) { redeliverWebhook(id: $id) { id status attemptCount payload } }';

describe('redeliverWebhook', () => {
  let t: TestApp;
  let receiver: Receiver;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    // Three 500s use up the delivery's three attempts; the redelivery then gets a 204.
    receiver = await startReceiver([500, 500, 500, 204]);
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAYS_MS: '20,20' });
    const a = await t.account();
    token = a.token;
    accountId = (await callerForEmail(t.app.services.database.prisma, a.email)).accountId;
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("posts a failed delivery once more, with the same payload and webhook-id; refuses one still pending and another account's", async () => {
    const { prisma } = t.app.services.database;
    const scheduled = await t.app.services.webhooks.schedule({
      accountId,
      subject: 'batch:redeliver',
      event: 'snap-import.completed',
      url: receiver.url,
      data: { n: 1 },
    });
    const failed = await settled(prisma, scheduled!.id);
    expect([failed.status, failed.attempts.length]).toEqual(['failed', 3]);

    const r = await t.graphql(REDELIVER, { id: failed.id }, token);
    expect(r.data.redeliverWebhook).toMatchObject({ id: failed.id, status: 'pending', attemptCount: 3 });
    const done = await settled(prisma, failed.id);
    expect([done.status, done.attempts.map((a) => a.responseStatus)]).toEqual(['delivered', [500, 500, 500, 204]]);
    const [first, last] = [receiver.requests[0], receiver.requests[3]];
    expect(last.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(last.body).toBe(first.body);

    // Still pending (its retries are scheduled): refused, it is retried by itself.
    const pending = await prisma.webhookDelivery.create({
      data: {
        accountId,
        subject: 'batch:pending',
        event: 'snap-import.completed',
        url: receiver.url,
        payload: {},
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    });
    const refused = await t.graphql(REDELIVER, { id: pending.id }, token);
    expect([refused.errors[0].extensions.code, refused.errors[0].message]).toEqual([
      'CONFLICT',
      'This delivery is still pending: it is retried by itself.',
    ]);

    const other = await t.account();
    expect((await t.graphql(REDELIVER, { id: failed.id }, other.token)).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
