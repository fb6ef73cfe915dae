import type { Logger } from 'pino';
import { charge } from '../billing/ledger.js';
import type { Db } from '../db/database.js';
import type { Snap } from '../generated/prisma/client.js';
import type { Events } from '../graphql/pubsub.js';
import type { Metrics } from '../ops/metrics.js';
import type { OutputFormat, Renderer } from '../render/index.js';
import { RenderError } from '../render/index.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import type { TemplateDesign, Variant } from '../templates/layer-schema.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import { snapResource } from './snap-view.js';


export type SnapOutcome = 'completed' | 'failed' | 'skipped';

/** Told when a batch item starts and when it settles (batches count and finish on these). */
export interface BatchItemListener {
  itemStarted(item: Snap): Promise<void>;
  itemSettled(item: Snap): Promise<void>;
}

export interface SnapProcessorDeps {
  prisma: Db;
  renderer: Renderer;
  storage: Storage;
  events: Events;
  webhooks: Pick<WebhookDispatcher, 'schedule'>;
  batches: BatchItemListener;
  logger: Logger;
  metrics?: Metrics;
}

/**
 * Takes one snap from pending to completed or failed: renders it, stores the file, and in one
 * transaction marks it completed and charges its credit. Every step is conditional on the snap's
 * status, so a job the queue delivers twice renders at most one more time and never charges twice.
 */
export class SnapProcessor {
  constructor(private readonly d: SnapProcessorDeps) {}

  async process(snapId: string): Promise<SnapOutcome> {
    const [snap] = await this.d.prisma.snap.updateManyAndReturn({
      where: { id: snapId, status: { in: ['pending', 'processing'] } },
      data: { status: 'processing', startedAt: new Date(), attempts: { increment: 1 } },
    });
    if (!snap) return 'skipped';
    const final = await this.run(snap);
    return final ? (final.status as SnapOutcome) : 'skipped';
  }

  /** Renders a snap this caller already holds in `processing`; the finished row, or null if another run finished it. */
  async run(snap: Snap): Promise<Snap | null> {
    this.d.metrics?.snapStarted(snap);
    this.publish(snap);
    if (snap.batchId) await this.d.batches.itemStarted(snap);
    let mediaKey: string;
    try {
      const result = await this.d.renderer.render({
        design: snap.design as unknown as TemplateDesign,
        variants: snap.variants as Variant[] | null,
        format: snap.format as OutputFormat,
        transparent: snap.transparent,
      });
      mediaKey = newFileKey('snaps', snap.format === 'jpeg' ? 'jpg' : snap.format);
      await this.d.storage.put(mediaKey, result.data);
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      return this.finish(snap, { status: 'failed', lastError: e.message });
    }
    return this.finish(snap, { status: 'completed', mediaKey });
  }

  private async finish(snap: Snap, outcome: { status: 'completed'; mediaKey: string } | { status: 'failed'; lastError: string }): Promise<Snap | null> {
    const { prisma } = this.d;
    const final = await prisma.$transaction(async (tx) => {
      const [row] = await tx.snap.updateManyAndReturn({
        where: { id: snap.id, status: 'processing' },
        data: { ...outcome, completedAt: new Date() },
      });
      if (row && outcome.status === 'completed') await charge(tx, snap.accountId, `snap:${snap.id}`, 1, 'snap rendered');
      return row;
    });
    if (!final) return null;
    if (outcome.status === 'completed') this.d.metrics?.creditsCharged.inc({ kind: 'snap' });
    this.publish(final);
    if (final.batchId) await this.d.batches.itemSettled(final);
    if (final.isAsync && final.webhookUrl) {
      await this.d.webhooks.schedule({
        accountId: final.accountId,
        subject: `snap:${final.id}`,
        event: `snap.${outcome.status}` as const,
        url: final.webhookUrl,
        data: snapResource(final, this.d.storage),
      });
    }
    return final;
  }

  private publish(snap: Snap) {
    this.d.events.publish('snapUpdated', snap.id, { id: snap.id, status: snap.status });
  }
}
