import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callerForEmail, newWebhookSecret } from '../../src/accounts/account-service.js';
import type { Db } from '../../src/db/database.js';
import { webhookSecretFor } from '../../src/webhooks/webhook-secret.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { settled, startDispatcher, startReceiver, verify, type Harness } from './support.js';

describe('WebhookDispatcher', () => {
  let t: TestApp;
  let prisma: Db;
  let accountId: number;
  let secret: string;
  const open: { close(): Promise<void> }[] = [];
  const track = <T extends { close(): Promise<void> }>(x: T) => (open.push(x), x);
  const receiver = async (...args: Parameters<typeof startReceiver>) => track(await startReceiver(...args));
  const dispatcher = (...args: Parameters<typeof startDispatcher>) => track(startDispatcher(...args));
  const subject = () => `snap:${randomUUID()}`;
  const schedule = (h: Harness, url: string, extra: { subject?: string } = {}) =>
    h.dispatcher.schedule({
      accountId,
      subject: extra.subject ?? subject(),
      event: 'snap.completed',
      url,
      data: { uuid: 'abc', status: 'completed' },
    });
  const attemptAnswered = (deliveryId: string, responseStatus: number) =>
    waitFor(
      () => prisma.webhookAttempt.count({ where: { deliveryId, responseStatus } }),
      10_000,
      `an attempt answered ${responseStatus}`,
    );

  beforeAll(async () => {
    t = await startTestApp('pglite');
    prisma = t.app.services.database.prisma;
    accountId = (await callerForEmail(prisma, (await t.account()).email)).accountId;
    secret = await webhookSecretFor(prisma, accountId);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((x) => x.close()));
  });
  afterAll(() => t?.close());

  it('posts the payload signed per Standard Webhooks with the account secret, and records the attempt', async () => {
    const r = await receiver([200]);
    const h = dispatcher(t.app.services.database);
    const scheduled = await schedule(h, `${r.url}hooks?x=1`);
    const done = await settled(prisma, scheduled!.id);

    expect(done).toMatchObject({
      status: 'delivered',
      attemptCount: 1,
      nextAttemptAt: null,
      deliveredAt: expect.any(Date),
    });
    expect(done.attempts).toEqual([
      expect.objectContaining({
        number: 1,
        responseStatus: 200,
        error: null,
        startedAt: expect.any(Date),
        durationMs: expect.any(Number),
      }),
    ]);
    expect(r.requests).toHaveLength(1);
    const [req] = r.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/hooks?x=1' });
    expect(req.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Snapforge-Webhooks/1',
      'webhook-id': scheduled!.id,
      'webhook-timestamp': expect.stringMatching(/^\d{10}$/),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
    expect(Math.abs(Number(req.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(verify(secret, req)).toEqual({
      event: 'snap.completed',
      timestamp: scheduled!.createdAt.toISOString(),
      data: { uuid: 'abc', status: 'completed' },
    });
    expect(() => verify(newWebhookSecret(), req)).toThrow(WebhookVerificationError);
    expect(() => verify(secret, { ...req, body: req.body.replace('abc', 'abd') })).toThrow(WebhookVerificationError);
  });

  it('retries after a 500, a hang past the timeout and a reset connection; each attempt is recorded, and logs hold no secret', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const r = await receiver([500, 'hang', 'reset', 202]);
    const h = dispatcher(t.app.services.database, { logger, timeoutMs: 1000 });
    const scheduled = await schedule(h, r.url);
    const done = await settled(prisma, scheduled!.id);

    expect(done).toMatchObject({ status: 'delivered', attemptCount: 4 });
    expect(done.attempts.map(({ number, responseStatus, error }) => ({ number, responseStatus, error }))).toEqual([
      { number: 1, responseStatus: 500, error: 'HTTP 500' },
      { number: 2, responseStatus: null, error: 'timed out after 1000 ms' },
      {
        number: 3,
        responseStatus: null,
        error: expect.stringMatching(/closed the connection|socket hang up|other side closed/),
      },
      { number: 4, responseStatus: 202, error: null },
    ]);
    expect(done.attempts[1].durationMs).toBeGreaterThanOrEqual(990);
    // The same message every time (webhook-id and body), each attempt signed afresh.
    expect(r.requests).toHaveLength(4);
    for (const req of r.requests) {
      expect(req.headers['webhook-id']).toBe(scheduled!.id);
      expect(req.body).toBe(r.requests[0].body);
      expect(() => verify(secret, req)).not.toThrow();
    }

    const log = lines.join('');
    expect(log).toContain(scheduled!.id);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice('whsec_'.length));
    for (const req of r.requests) expect(log).not.toContain(req.headers['webhook-signature'].slice(3));
    const delivered = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'webhook delivered');
    expect(delivered).toMatchObject({ deliveryId: scheduled!.id, event: 'snap.completed', attempt: 4, status: 202 });
  });

  it('ends failed after the last attempt; a redirect is an attempt that failed, never followed', async () => {
    const r = await receiver([503, (res) => res.writeHead(302, { location: '/elsewhere' }).end(), 503]);
    const h = dispatcher(t.app.services.database, { retryDelaysMs: [10, 10] });
    const scheduled = await schedule(h, r.url);
    const done = await settled(prisma, scheduled!.id);

    expect(done).toMatchObject({ status: 'failed', attemptCount: 3, nextAttemptAt: null, deliveredAt: null });
    expect(done.attempts.map(({ responseStatus, error }) => [responseStatus, error])).toEqual([
      [503, 'HTTP 503'],
      [302, 'HTTP 302: redirect to /elsewhere not followed'],
      [503, 'HTTP 503'],
    ]);
    expect(r.requests.map((q) => q.path)).toEqual(['/', '/', '/']);
    expect(await h.jobs.counts('deliver-webhook')).toEqual({ waiting: 0, delayed: 0, active: 0 });
  });

  it('a second schedule of the same subject and event, even racing the first, is a no-op: one request', async () => {
    const r = await receiver([204]);
    const h1 = dispatcher(t.app.services.database);
    const h2 = dispatcher(t.app.services.database);
    const same = subject();
    const results = await Promise.all([schedule(h1, r.url, { subject: same }), schedule(h2, r.url, { subject: same })]);
    expect(results.filter((d) => d === null)).toHaveLength(1);
    const scheduled = results.find((d) => d !== null)!;
    await settled(prisma, scheduled.id);
    expect(await schedule(h1, r.url, { subject: same })).toBeNull();
    // A different event of the same subject is its own delivery.
    const failed = await h1.dispatcher.schedule({
      accountId,
      subject: same,
      event: 'snap.failed',
      url: r.url,
      data: {},
    });
    await settled(prisma, failed!.id);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await prisma.webhookDelivery.count({ where: { subject: same } })).toBe(2);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([scheduled.id, failed!.id]);
  });

  it('a job run twice, even concurrently, sends and records each attempt once', async () => {
    const slow = (status: number) => (res: import('node:http').ServerResponse) =>
      void setTimeout(() => res.writeHead(status).end(), 100);
    const r = await receiver([slow(500), slow(200)]);
    // Nothing consumes this queue: the test plays the queue, delivering each job twice.
    const h = dispatcher(t.app.services.database, { work: false, retryDelaysMs: [60_000] });
    const scheduled = await schedule(h, r.url);
    const id = scheduled!.id;

    await Promise.all([
      h.dispatcher.deliver({ deliveryId: id, attempt: 1 }),
      h.dispatcher.deliver({ deliveryId: id, attempt: 1 }),
    ]);
    await h.dispatcher.deliver({ deliveryId: id, attempt: 1 });
    expect(r.requests).toHaveLength(1);
    const afterFirst = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id }, include: { attempts: true } });
    expect(afterFirst).toMatchObject({ status: 'pending', attemptCount: 1 });
    expect(afterFirst.attempts).toEqual([expect.objectContaining({ number: 1, responseStatus: 500 })]);
    expect(afterFirst.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    // The first attempt's job (never consumed) and one retry, not two.
    expect(await h.jobs.counts('deliver-webhook')).toEqual({ waiting: 1, delayed: 1, active: 0 });

    await Promise.all([
      h.dispatcher.deliver({ deliveryId: id, attempt: 2 }),
      h.dispatcher.deliver({ deliveryId: id, attempt: 2 }),
    ]);
    await h.dispatcher.deliver({ deliveryId: id, attempt: 2 });
    await h.dispatcher.deliver({ deliveryId: id, attempt: 1 });
    expect(r.requests).toHaveLength(2);
    const done = await prisma.webhookDelivery.findUniqueOrThrow({
      where: { id },
      include: { attempts: { orderBy: { number: 'asc' } } },
    });
    expect(done).toMatchObject({ status: 'delivered', attemptCount: 2 });
    expect(done.attempts.map((a) => a.responseStatus)).toEqual([500, 200]);
  });

  it('never contacts a URL the policy refuses; each attempt records the reason', async () => {
    // Listening on 127.0.0.2, which is loopback and not allow-listed: a connection would show.
    const r = await receiver([204], '127.0.0.2');
    const h = dispatcher(t.app.services.database, { retryDelaysMs: [10] });
    const loopback = await schedule(h, r.url);
    const privateNet = await schedule(h, 'http://10.0.0.1/hook');

    const a = await settled(prisma, loopback!.id);
    const b = await settled(prisma, privateNet!.id);
    expect(a).toMatchObject({ status: 'failed', attemptCount: 2 });
    expect(a.attempts.map((x) => [x.responseStatus, x.error])).toEqual([
      [
        null,
        "127.0.0.2 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.2",
      ],
      [
        null,
        "127.0.0.2 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.2",
      ],
    ]);
    expect(b.attempts.map((x) => x.error)).toEqual([
      "10.0.0.1 is not a public address (private); the server's ALLOWED_PRIVATE_HOSTS setting can allow 10.0.0.1",
      "10.0.0.1 is not a public address (private); the server's ALLOWED_PRIVATE_HOSTS setting can allow 10.0.0.1",
    ]);
    expect(r.connections).toBe(0);
  });

  it('re-checks the policy on every attempt: a URL that became refused is not contacted again', async () => {
    const r = await receiver([500, 204]);
    const before = dispatcher(t.app.services.database, { retryDelaysMs: [60_000] });
    const scheduled = await schedule(before, r.url);
    await attemptAnswered(scheduled!.id, 500);
    await before.close();
    await prisma.webhookDelivery.update({ where: { id: scheduled!.id }, data: { nextAttemptAt: new Date() } });

    // Restarted without 127.0.0.1 allow-listed.
    const after = dispatcher(t.app.services.database, { allowedPrivateHosts: [], retryDelaysMs: [60_000] });
    await after.dispatcher.recover();
    const done = await settled(prisma, scheduled!.id);
    expect(done.status).toBe('failed');
    expect(done.attempts.map((x) => [x.responseStatus, x.error])).toEqual([
      [500, 'HTTP 500'],
      [
        null,
        "127.0.0.1 is not a public address (loopback); the server's ALLOWED_PRIVATE_HOSTS setting can allow 127.0.0.1",
      ],
    ]);
    expect(r.requests).toHaveLength(1);
  });

  it('a job the queue runs again after its worker died mid-attempt queues the next attempt for when that one timed out', async () => {
    const r = await receiver([204]);
    const setup = dispatcher(t.app.services.database, { work: false });
    const scheduled = await schedule(setup, r.url);
    await setup.close();
    // What the dead worker left: attempt 1 claimed, no outcome, timing out 300 ms from now.
    const deadline = new Date(Date.now() + 300);
    await prisma.webhookDelivery.update({
      where: { id: scheduled!.id },
      data: { attemptCount: 1, nextAttemptAt: deadline },
    });
    await prisma.webhookAttempt.create({
      data: { deliveryId: scheduled!.id, number: 1, startedAt: new Date(), durationMs: 0 },
    });

    const h = dispatcher(t.app.services.database);
    await h.dispatcher.deliver({ deliveryId: scheduled!.id, attempt: 1 });
    const done = await settled(prisma, scheduled!.id);
    expect(done).toMatchObject({ status: 'delivered', attemptCount: 2 });
    expect(done.attempts.map((a) => [a.number, a.responseStatus, a.error])).toEqual([
      [1, null, null],
      [2, 204, null],
    ]);
    expect(done.attempts[1].startedAt.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
    expect(r.requests).toHaveLength(1);
  });

  describe('recover()', () => {
    it('sends a delivery whose dispatcher stopped before its first attempt', async () => {
      const r = await receiver([204]);
      const crashed = dispatcher(t.app.services.database, { work: false });
      const scheduled = await schedule(crashed, r.url);
      await crashed.close();

      const fresh = dispatcher(t.app.services.database);
      expect(await fresh.dispatcher.recover()).toBeGreaterThanOrEqual(1);
      expect(await settled(prisma, scheduled!.id)).toMatchObject({ status: 'delivered', attemptCount: 1 });
      expect(r.requests).toHaveLength(1);
    });

    it('keeps the retry schedule of a delivery whose dispatcher stopped between attempts', async () => {
      const r = await receiver([500, 204]);
      const crashed = dispatcher(t.app.services.database, { retryDelaysMs: [600] });
      const scheduled = await schedule(crashed, r.url);
      await attemptAnswered(scheduled!.id, 500);
      // close() waits for the handler, which stores the retry's time after recording the attempt.
      await crashed.close();
      const waiting = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: scheduled!.id } });
      expect(waiting).toMatchObject({ status: 'pending', attemptCount: 1 });

      const fresh = dispatcher(t.app.services.database);
      await fresh.dispatcher.recover();
      const done = await settled(prisma, scheduled!.id);
      expect(done).toMatchObject({ status: 'delivered', attemptCount: 2 });
      expect(done.attempts[1].startedAt.getTime()).toBeGreaterThanOrEqual(waiting.nextAttemptAt!.getTime());
      expect(r.requests).toHaveLength(2);
    });

    it('tries again after a worker stopped mid-attempt; the cut-short attempt stays without status or error', async () => {
      const r = await receiver([204]);
      const h = dispatcher(t.app.services.database, { work: false });
      const scheduled = await schedule(h, r.url);
      await h.close();
      // What a worker leaves when it dies after claiming attempt 1, before its outcome was written.
      await prisma.webhookDelivery.update({
        where: { id: scheduled!.id },
        data: { attemptCount: 1, nextAttemptAt: new Date() },
      });
      await prisma.webhookAttempt.create({
        data: { deliveryId: scheduled!.id, number: 1, startedAt: new Date(), durationMs: 0 },
      });

      const fresh = dispatcher(t.app.services.database);
      await fresh.dispatcher.recover();
      const done = await settled(prisma, scheduled!.id);
      expect(done).toMatchObject({ status: 'delivered', attemptCount: 2 });
      expect(done.attempts.map((a) => [a.number, a.responseStatus, a.error])).toEqual([
        [1, null, null],
        [2, 204, null],
      ]);
    });

    it('marks failed a delivery whose worker stopped during its last attempt', async () => {
      const h = dispatcher(t.app.services.database, { work: false, retryDelaysMs: [] });
      const scheduled = await schedule(h, 'http://10.0.0.1/never');
      await h.close();
      await prisma.webhookDelivery.update({
        where: { id: scheduled!.id },
        data: { attemptCount: 1, nextAttemptAt: new Date() },
      });

      const fresh = dispatcher(t.app.services.database, { retryDelaysMs: [] });
      await fresh.dispatcher.recover();
      expect(await settled(prisma, scheduled!.id)).toMatchObject({ status: 'failed', attemptCount: 1, attempts: [] });
    });
  });
});
