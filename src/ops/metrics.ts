import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Snap } from '../generated/prisma/client.js';
import { RENDER_BATCH_ITEM_JOB, RENDER_SNAP_JOB } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { withTimeout } from './with-timeout.js';

/** What timed() wraps: the render engine, seen as anything rendering requests that name a format. */
interface Rendering<Req extends { format: string }, Res> {
  render(req: Req): Promise<Res>;
  renderDocument(pages: readonly Req[]): Promise<Res>;
  close(): Promise<void>;
}

// A scrape never waits this long for the queue's counts (Redis down): the depth is left out instead.
const COUNTS_TIMEOUT_MS = 1000;
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This process's Prometheus metrics (one registry per process, served at /metrics). Labels are
 * route patterns, formats, queue names and outcomes: never a raw path, an id or an account.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Histogram({
    name: 'snapforge_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly renderDuration = new Histogram({
    name: 'snapforge_render_duration_seconds',
    help: 'Successful renders by output format: image fetching, layout, drawing and encoding.',
    labelNames: ['format'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly queueWait = new Histogram({
    name: 'snapforge_queue_wait_seconds',
    help: 'From an async snap or batch item being accepted to a worker starting it.',
    labelNames: ['queue'] as const,
    buckets: [...SECONDS, 60, 300],
    registers: [this.registry],
  });
  readonly batchItems = new Counter({
    name: 'snapforge_batch_items_total',
    help: 'Batch items rendered by this process, by outcome (completed, failed).',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly batchesFinished = new Counter({
    name: 'snapforge_batches_finished_total',
    help: 'Batches this process moved to a terminal status, by status.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly webhookDeliveries = new Counter({
    name: 'snapforge_webhook_deliveries_total',
    help: 'Webhook attempts by outcome: delivered, retry_scheduled, failed (no attempts left).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly creditsCharged = new Counter({
    name: 'snapforge_credits_charged_total',
    help: 'Credits charged by this process, by what was charged for.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Queue depth, read from the queue at each scrape (with BullMQ, the same figures from every process). */
  watchQueues(jobs: JobQueue, names: string[]): void {
    new Gauge({
      name: 'snapforge_queue_jobs',
      help: 'Jobs in the queue by state: waiting, delayed (including retries in backoff), active.',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          names.map(async (queue) => {
            const counts = await withTimeout(jobs.counts(queue), COUNTS_TIMEOUT_MS).catch(() => null);
            for (const [state, n] of Object.entries(counts ?? {})) this.set({ queue, state }, n);
          }),
        );
      },
    });
  }

  /** The render pool's queue now (src/render): the renders waiting for a thread, and the longest wait. */
  watchRenderQueue(waiting: () => { renders: number; longestMs: number }): void {
    new Gauge({
      name: 'snapforge_render_queue_renders',
      help: 'Renders waiting for a render thread of this process.',
      registers: [this.registry],
      collect() {
        this.set(waiting().renders);
      },
    });
    new Gauge({
      name: 'snapforge_render_queue_longest_wait_seconds',
      help: 'How long the render that has waited longest for a thread has waited (RENDER_QUEUE_SATURATED_MS: /readyz).',
      registers: [this.registry],
      collect() {
        this.set(waiting().longestMs / 1000);
      },
    });
  }

  /** Request bodies held now (src/ops/body-budget.ts): what the body budget counts. */
  watchBodies(bodies: { held(): number }): void {
    new Gauge({
      name: 'snapforge_request_body_bytes_in_flight',
      help: 'Bytes of request bodies this process holds now, by their declared size (BODY_BUDGET_MB caps it).',
      registers: [this.registry],
      collect() {
        this.set(bodies.held());
      },
    });
  }

  /** The renderer, timing each successful render by format; its other members as they are. */
  timed<Req extends { format: string }, Res, R extends Rendering<Req, Res>>(renderer: R & Rendering<Req, Res>): R {
    return {
      ...renderer,
      render: async (req: Req) => {
        const end = this.renderDuration.startTimer({ format: req.format });
        const result = await renderer.render(req);
        end();
        return result;
      },
      // A multi-page document is one render of its format.
      renderDocument: async (pages: readonly Req[]) => {
        const end = this.renderDuration.startTimer({ format: pages[0].format });
        const result = await renderer.renderDocument(pages);
        end();
        return result;
      },
      close: () => renderer.close(),
    };
  }

  /** A queued snap's first start: how long it waited for a worker. */
  snapStarted(snap: Snap): void {
    if (!snap.isAsync || snap.attempts !== 1) return;
    this.queueWait.observe(
      { queue: snap.batchId ? RENDER_BATCH_ITEM_JOB : RENDER_SNAP_JOB },
      (Date.now() - snap.createdAt.getTime()) / 1000,
    );
  }
}
