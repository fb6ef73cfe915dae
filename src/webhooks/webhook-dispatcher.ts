import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import { fromUtcText } from '../db/utc-text.js';
import type { WebhookDelivery } from '../generated/prisma/client.js';
import { DELIVER_WEBHOOK } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Metrics } from '../ops/metrics.js';
import { OutboundFetchError, OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { safeFetch } from '../net/safe-fetch.js';
import { DEFAULT_RETRY_DELAYS_MS, jittered } from './retry-schedule.js';
import type { WebhookEvent, WebhookPayload } from './webhook-events.js';
import { signatureHeaders } from './webhook-signature.js';
import { ConflictError } from '../errors/conflict-error.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';

export interface DeliverWebhookJob {
  deliveryId: string;
  /** The attempt this job makes: it runs only while the delivery has made `attempt - 1`. */
  attempt: number;
  /** Asked for by the account (`redeliverWebhook`): one attempt beyond the schedule, not retried. */
  manual?: boolean;
}

export interface ScheduleWebhook {
  accountId: number;
  /** What the event is about, e.g. "snap:<uuid>" or "batch:<uuid>": one delivery per subject and event. */
  subject: string;
  event: WebhookEvent;
  url: string;
  /** The payload's `data`, opaque here. */
  data: WebhookPayload['data'];
}

export interface WebhookDispatcherOptions {
  prisma: Db;
  sql: SqlSession;
  jobs: JobQueue;
  policy: OutboundPolicy;
  logger: Logger;
  /** Waits before the 2nd, 3rd, ... attempt, before jitter; there are `length + 1` attempts in all. */
  retryDelaysMs?: readonly number[];
  /** For the whole attempt: connecting, sending, and the response. */
  timeoutMs?: number;
  concurrency?: number;
  metrics?: Metrics;
}

const USER_AGENT = 'Snapforge-Webhooks/1';
// Start-up recovery speaks SQL: a process's first Prisma query costs ~450 ms of CPU (docs/performance.md).
const PENDING_DELIVERIES = `SELECT "id", "attempt_count" AS "attemptCount", "next_attempt_at"::text AS "nextAttemptAt"
  FROM "webhook_deliveries" WHERE "status" = 'pending'`;
// The receiver's reply is not used; safeFetch stops reading (and fails the attempt) past this.
const MAX_RESPONSE_BYTES = 64 * 1024;

interface Outcome {
  responseStatus: number | null;
  error: string | null;
}

/**
 * Posts signed webhooks and retries them with backoff. Every state change is a conditional update
 * on (status, attemptCount), so a job the queue runs twice neither sends nor records twice.
 */
export class WebhookDispatcher {
  private readonly prisma: Db;
  private readonly sql: SqlSession;
  private readonly jobs: JobQueue;
  private readonly policy: OutboundPolicy;
  private readonly logger: Logger;
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly metrics?: Metrics;

  constructor(options: WebhookDispatcherOptions) {
    this.prisma = options.prisma;
    this.sql = options.sql;
    this.jobs = options.jobs;
    this.policy = options.policy;
    this.logger = options.logger;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.concurrency = options.concurrency ?? 16;
    this.metrics = options.metrics;
  }

  get maxAttempts(): number {
    return this.retryDelaysMs.length + 1;
  }

  /**
   * Records the delivery and queues its first attempt. Returns null when this subject already had
   * this event scheduled: the unique (subject, event) pair is what makes the callback happen once.
   */
  async schedule({ accountId, subject, event, url, data }: ScheduleWebhook): Promise<WebhookDelivery | null> {
    const now = new Date();
    const payload: WebhookPayload = { event, timestamp: now.toISOString(), data };
    // ON CONFLICT DO NOTHING, not a caught unique violation, which would abort a caller's transaction.
    const [delivery] = await this.prisma.webhookDelivery.createManyAndReturn({
      data: [{ accountId, subject, event, url, payload, createdAt: now, nextAttemptAt: now }],
      skipDuplicates: true,
    });
    if (!delivery) return null;
    await this.enqueue(delivery.id, 1, 0);
    return delivery;
  }

  /**
   * Posts a delivered or failed delivery once more, now: same payload and webhook-id (receivers that
   * dedupe by it see the same message), signed with the current secret, one attempt without retries.
   * A delivery still pending is retried by itself: refused.
   */
  async redeliver(accountId: number, deliveryId: string): Promise<WebhookDelivery> {
    const delivery = isUuid(deliveryId)
      ? await this.prisma.webhookDelivery.findFirst({ where: { id: deliveryId.toLowerCase(), accountId } })
      : null;
    if (!delivery) throw new NotFoundError();
    const { count } = await this.prisma.webhookDelivery.updateMany({
      where: { id: delivery.id, status: { in: ['delivered', 'failed'] }, attemptCount: delivery.attemptCount },
      data: { status: 'pending', nextAttemptAt: new Date() },
    });
    if (count === 0) throw new ConflictError('This delivery is still pending: it is retried by itself.');
    await this.jobs.add<DeliverWebhookJob>(
      DELIVER_WEBHOOK,
      { deliveryId: delivery.id, attempt: delivery.attemptCount + 1, manual: true },
      {
        jobId: `${delivery.id}-attempt-${delivery.attemptCount + 1}`,
        attempts: 3,
      },
    );
    return this.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
  }

  register(): void {
    this.jobs.work<DeliverWebhookJob>(DELIVER_WEBHOOK, (job) => this.deliver(job), { concurrency: this.concurrency });
  }

  /** Queues the next attempt of every pending delivery; run at start so a crash or restart loses nothing. */
  async recover(): Promise<number> {
    const pending = await this.sql.query<{ id: string; attemptCount: number; nextAttemptAt: string | null }>(
      PENDING_DELIVERIES,
    );
    for (const d of pending) {
      await this.enqueue(
        d.id,
        d.attemptCount + 1,
        (d.nextAttemptAt ? fromUtcText(d.nextAttemptAt).getTime() : 0) - Date.now(),
      );
    }
    return pending.length;
  }

  /** The deliver-webhook job: makes attempt `attempt` if no one has made it yet. */
  async deliver({ deliveryId, attempt, manual = false }: DeliverWebhookJob): Promise<void> {
    const delivery = await this.prisma.webhookDelivery.findUnique({
      where: { id: deliveryId },
      include: { account: { select: { webhookSecret: true } } },
    });
    if (!delivery || delivery.status !== 'pending') return;
    if (delivery.attemptCount === attempt) return this.resumeAfter(delivery, attempt);
    if (delivery.attemptCount !== attempt - 1) return;
    // Only after a worker stopped during the last attempt: there is nothing left to try.
    if (attempt > this.maxAttempts && !manual) {
      if (await this.settle(deliveryId, attempt - 1, { status: 'failed', nextAttemptAt: null })) {
        this.metrics?.webhookDeliveries.inc({ outcome: 'failed' });
        this.logger.warn(
          { deliveryId, event: delivery.event, attempt: attempt - 1 },
          'webhook failed: last attempt cut short',
        );
      }
      return;
    }

    const startedAt = new Date();
    if (!(await this.claim(deliveryId, attempt, startedAt))) return;
    const outcome = await this.post(delivery, delivery.account.webhookSecret);
    await this.prisma.webhookAttempt.update({
      where: { deliveryId_number: { deliveryId, number: attempt } },
      data: { ...outcome, durationMs: Date.now() - startedAt.getTime() },
    });

    const log = { deliveryId, event: delivery.event, attempt, status: outcome.responseStatus };
    if (outcome.error === null) {
      await this.settle(deliveryId, attempt, { status: 'delivered', deliveredAt: new Date(), nextAttemptAt: null });
      this.metrics?.webhookDeliveries.inc({ outcome: 'delivered' });
      this.logger.info(log, 'webhook delivered');
    } else if (attempt >= this.maxAttempts || manual) {
      await this.settle(deliveryId, attempt, { status: 'failed', nextAttemptAt: null });
      this.metrics?.webhookDeliveries.inc({ outcome: 'failed' });
      this.logger.warn({ ...log, error: outcome.error }, 'webhook failed: no attempts left');
    } else {
      const delayMs = jittered(this.retryDelaysMs[attempt - 1]);
      if (await this.settle(deliveryId, attempt, { nextAttemptAt: new Date(Date.now() + delayMs) })) {
        await this.enqueue(deliveryId, attempt + 1, delayMs);
      }
      this.metrics?.webhookDeliveries.inc({ outcome: 'retry_scheduled' });
      this.logger.info({ ...log, error: outcome.error, retryInMs: delayMs }, 'webhook attempt failed');
    }
  }

  /**
   * This job's attempt was claimed and has no outcome: the queue is running the job again because
   * its worker died (a BullMQ stalled job) or its handler failed after claiming. The next attempt is
   * queued for when the claimed one has timed out; if that one is in fact still running, the
   * conditional claim and status keep it from being doubled.
   */
  private async resumeAfter(delivery: WebhookDelivery, attempt: number): Promise<void> {
    const unfinished = await this.prisma.webhookAttempt.count({
      where: { deliveryId: delivery.id, number: attempt, responseStatus: null, error: null },
    });
    if (unfinished) await this.enqueue(delivery.id, attempt + 1, (delivery.nextAttemptAt?.getTime() ?? 0) - Date.now());
  }

  /**
   * Takes attempt `number` and records it as started (no status, no error yet), in one
   * transaction. nextAttemptAt becomes the time this attempt has ended either way, so that if this
   * worker stops mid-attempt, recover() tries again from then.
   */
  private claim(deliveryId: string, number: number, startedAt: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.webhookDelivery.updateMany({
        where: { id: deliveryId, status: 'pending', attemptCount: number - 1 },
        data: { attemptCount: number, nextAttemptAt: new Date(startedAt.getTime() + this.timeoutMs) },
      });
      if (count === 1) await tx.webhookAttempt.create({ data: { deliveryId, number, startedAt, durationMs: 0 } });
      return count === 1;
    });
  }

  /** Applies `data` unless another worker has moved the delivery on since attempt `attemptCount`. */
  private async settle(
    deliveryId: string,
    attemptCount: number,
    data: { status?: 'delivered' | 'failed'; deliveredAt?: Date; nextAttemptAt: Date | null },
  ): Promise<boolean> {
    const { count } = await this.prisma.webhookDelivery.updateMany({
      where: { id: deliveryId, status: 'pending', attemptCount },
      data,
    });
    return count === 1;
  }

  /**
   * Success is a 2xx. safeFetch holds every connection to the policy, so a URL that is (or has
   * become) refused is never contacted and the attempt carries the reason.
   */
  private async post(delivery: WebhookDelivery, secret: string): Promise<Outcome> {
    const body = JSON.stringify(delivery.payload);
    try {
      const response = await safeFetch(this.policy, delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          ...signatureHeaders(secret, delivery.id, body, new Date()),
        },
        body,
        maxBytes: MAX_RESPONSE_BYTES,
        timeoutMs: this.timeoutMs,
      });
      if (response.status >= 200 && response.status < 300) return { responseStatus: response.status, error: null };
      const { location } = response.headers;
      return {
        responseStatus: response.status,
        error: `HTTP ${response.status}${location ? `: redirect to ${location} not followed` : ''}`,
      };
    } catch (err) {
      // Any failure is the attempt's outcome, never the job's: the attempt is already claimed.
      return {
        responseStatus: err instanceof OutboundFetchError ? (err.status ?? null) : null,
        error: err instanceof OutboundUrlError ? err.reason : err instanceof Error ? err.message : String(err),
      };
    }
  }

  /**
   * The first attempt's job id is the delivery id; later ones add the number (BullMQ refuses ':'
   * in ids). The queue's own retries are for handler errors (the database), not for the receiver.
   */
  private async enqueue(deliveryId: string, attempt: number, delayMs: number): Promise<void> {
    await this.jobs.add<DeliverWebhookJob>(
      DELIVER_WEBHOOK,
      { deliveryId, attempt },
      {
        jobId: attempt === 1 ? deliveryId : `${deliveryId}-attempt-${attempt}`,
        delayMs: Math.max(0, delayMs),
        attempts: 3,
      },
    );
  }
}
