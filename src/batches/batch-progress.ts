import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import type { Snap } from '../generated/prisma/client.js';
import type { Events } from '../events/event-bus.js';
import type { Metrics } from '../ops/metrics.js';
import type { Storage } from '../storage/storage.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import type { WebhookPayload } from '../webhooks/webhook-events.js';
import { batchData, batchResource } from './batch-resource.js';
import { viewBatch } from './batch-view.js';

/**
 * Moves a batch along as its items move: processing when the first item starts, and a terminal
 * status once every item has settled. Each move is a conditional update, so of two workers
 * finishing the last two items at once exactly one moves the batch and posts the one callback.
 */
export class BatchProgress {
  constructor(private readonly d: { prisma: Db; events: Events; webhooks: Pick<WebhookDispatcher, 'schedule'>; storage: Storage; apiUrl: string; metrics?: Metrics }) {}

  private readonly started = new LRUCache<number, true>({ max: 10_000 });

  statusUrl(uuid: string): string {
    return `${this.d.apiUrl}/snaps/batches/${uuid}`;
  }

  async itemStarted(item: Snap): Promise<void> {
    // Only a batch's first item moves it to processing: later ones skip the write.
    if (!this.started.has(item.batchId!)) {
      await this.d.prisma.batch.updateMany({ where: { id: item.batchId!, status: 'pending' }, data: { status: 'processing' } });
      this.started.set(item.batchId!, true);
    }
    this.publish(item.batchId!, [item.id]);
  }

  async itemSettled(item: Snap): Promise<void> {
    this.d.metrics?.batchItems.inc({ status: item.status });
    await this.settle(item.batchId!, [item.id]);
  }

  /** Ends the batch when no item is waiting or rendering; a requested cancel ends it canceled. */
  async settle(batchId: number, changedItemIds: string[] = []): Promise<void> {
    const { prisma } = this.d;
    const open = await prisma.snap.count({ where: { batchId, status: { in: ['pending', 'processing'] } } });
    if (open === 0) {
      const rendered = await prisma.snap.count({ where: { batchId, status: 'completed' } });
      const current = await prisma.batch.findUniqueOrThrow({ where: { id: batchId } });
      const status = current.cancelRequested ? 'canceled' : rendered > 0 ? 'completed' : 'failed';
      const moved = await prisma.batch.updateMany({
        where: { id: batchId, status: { in: ['pending', 'processing'] } },
        data: { status, finishedAt: new Date() },
      });
      if (moved.count === 1) {
        this.d.metrics?.batchesFinished.inc({ status });
        await this.callBack(batchId);
      }
    }
    this.publish(batchId, changedItemIds);
  }

  private async callBack(batchId: number): Promise<void> {
    const view = await viewBatch(this.d.prisma, await this.d.prisma.batch.findUniqueOrThrow({ where: { id: batchId } }));
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

  /** Keyed by the batch's row id, which every item carries: no lookup on the hot path. */
  publish(batchId: number, changedItemIds: string[]): void {
    this.d.events.publish('batchProgress', String(batchId), { changedItemIds });
  }
}
