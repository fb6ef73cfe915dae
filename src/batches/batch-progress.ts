import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Snap } from '../generated/prisma/client.js';
import { creditsChargedOnSettle } from '../billing/settlement.js';
import { pageCount } from '../render-requests/document-pages.js';
import type { BatchItemChange, Events } from '../events/event-bus.js';
import type { Metrics } from '../ops/metrics.js';
import type { Storage } from '../storage/storage.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import type { WebhookPayload } from '../webhooks/webhook-events.js';
import { batchData, batchResource } from './batch-resource.js';
import { viewBatchWithItems } from './batch-view.js';

// Raw SQL: every item that settles asks this, and Prisma's engine doubled its CPU on the main thread.
// An item's start is announced with its batch's next event (normally an item settling a few ms later),
// or after this long: every event costs each subscriber a GraphQL execution and a message, and
// items start as others settle, so a start of its own would double those without telling anything
// sooner that matters. A completion is announced at once, with the starts held until then.
const START_NOTICE_MS = 50;

const OPEN_ITEMS = `SELECT count(*)::int AS "open" FROM "snaps" WHERE "batch_id" = $1 AND "status" IN ('pending', 'processing')`;

/**
 * Moves a batch along as its items move: processing when the first item starts, and a terminal
 * status once every item has settled. Each move is a conditional update, so of two workers
 * finishing the last two items at once exactly one moves the batch and posts the one callback.
 */
export class BatchProgress {
  constructor(
    private readonly d: {
      prisma: Db;
      sql: SqlSession;
      events: Events;
      webhooks: Pick<WebhookDispatcher, 'schedule'>;
      storage: Storage;
      apiUrl: string;
      metrics?: Metrics;
    },
  ) {}

  private readonly started = new LRUCache<number, true>({ max: 10_000 });
  /** Items started but not yet announced, by batch. */
  private readonly unannounced = new Map<number, { items: BatchItemChange[]; timer: NodeJS.Timeout }>();

  statusUrl(uuid: string): string {
    return `${this.d.apiUrl}/snaps/batches/${uuid}`;
  }

  async itemStarted(item: Snap): Promise<void> {
    // Only a batch's first item moves it to processing: later ones skip the write.
    const batchId = item.batchId!;
    if (!this.started.has(batchId)) {
      await this.d.prisma.batch.updateMany({
        where: { id: batchId, status: 'pending' },
        data: { status: 'processing' },
      });
      this.started.set(batchId, true);
      // The batch itself changed: announced at once.
      return this.publish(batchId, [itemChange(item)], 'processing');
    }
    const held = this.unannounced.get(batchId);
    if (held) held.items.push(itemChange(item));
    else
      this.unannounced.set(batchId, {
        items: [itemChange(item)],
        timer: setTimeout(() => this.publish(batchId, []), START_NOTICE_MS).unref(),
      });
  }

  async itemSettled(item: Snap): Promise<void> {
    this.d.metrics?.batchItems.inc({ status: item.status });
    await this.settle(item.batchId!, [itemChange(item)]);
  }

  /** Ends the batch when no item is waiting or rendering; a requested cancel ends it canceled. `changed`: the items that just moved. */
  async settle(batchId: number, changed: BatchItemChange[] = []): Promise<void> {
    const [{ open }] = await this.d.sql.query<{ open: number }>(OPEN_ITEMS, [batchId]);
    if (open === 0) {
      const { batch, counts } = (await viewBatchWithItems(this.d.sql, batchId)).view;
      const status = batch.cancelRequested ? 'canceled' : counts.completed > 0 ? 'completed' : 'failed';
      const moved = await this.d.prisma.batch.updateMany({
        where: { id: batchId, status: { in: ['pending', 'processing'] } },
        data: { status, finishedAt: new Date() },
      });
      if (moved.count === 1) {
        this.d.metrics?.batchesFinished.inc({ status });
        await this.callBack(batchId);
        return this.publish(batchId, changed, status);
      }
    }
    this.publish(batchId, changed);
  }

  private async callBack(batchId: number): Promise<void> {
    // The batch with its items in one raw statement: this is the tail of every batch, before its callback.
    const { view } = await viewBatchWithItems(this.d.sql, batchId);
    const { batch } = view;
    if (!batch.webhookUrl) return;
    await this.d.webhooks.schedule({
      accountId: batch.accountId,
      subject: `batch:${batch.uuid}`,
      event: `snap-import.${batch.status as 'completed' | 'failed' | 'canceled'}`,
      url: batch.webhookUrl,
      data: batchResource(await batchData(view, this.d.storage, this.statusUrl(batch.uuid))) as WebhookPayload['data'],
    });
  }

  /** Keyed by the batch's row id, which every item carries: no lookup on the hot path. `batchStatus`: what the batch just moved to. */
  private publish(batchId: number, items: BatchItemChange[], batchStatus?: string): void {
    const held = this.unannounced.get(batchId);
    if (held) {
      clearTimeout(held.timer);
      this.unannounced.delete(batchId);
      items = [...held.items, ...items];
    }
    this.d.events.publish('batchProgress', String(batchId), batchStatus ? { items, batchStatus } : { items });
  }
}

/** An item's committed state, as its batch's subscribers apply it. */
export function itemChange(
  item: Pick<Snap, 'id' | 'status' | 'mediaKey' | 'lastError'> & { pages?: Snap['pages'] },
): BatchItemChange {
  const pages = pageCount({ pages: item.pages ?? null });
  return {
    id: item.id,
    status: item.status,
    mediaKey: item.mediaKey,
    lastError: item.lastError,
    creditsCharged: creditsChargedOnSettle(item.status, pages),
  };
}
