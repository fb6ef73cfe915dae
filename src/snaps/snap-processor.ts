import type { Logger } from 'pino';
import { SNAP_CHARGE } from '../billing/charges.js';
import { NO_CREDIT_LEFT } from '../billing/settlement.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Snap } from '../generated/prisma/client.js';
import type { Events } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Metrics } from '../ops/metrics.js';
import type { MotionFormat, OutputFormat, PdfOptions, Renderer, RenderResult } from '../render/index.js';
import { rendersClip, type StoredMotionOptions } from '../render-requests/motion-options.js';
import { fileExtension, type RenderFormat } from '../render-requests/render-options.js';
import { RenderError } from '../render/index.js';
import { newFileKey, type Storage } from '../storage/storage.js';
import type { LayerVariant, TemplateDesign } from '../design/layers/layer-schema.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import type { WebhookPayload } from '../webhooks/webhook-events.js';
import { claimSnap } from './snap-claim.js';
import { insertSettledSnap, settledSnap, settleHeldSnap, type SnapOutcome } from './snap-settlement.js';
import { snapResource, snapData } from './snap-resource.js';
import { pageCount, pagesOf } from '../render-requests/document-pages.js';
import { SIGNATURE_FIELD } from '../signatures/signature-option.js';
import type { SnapPdfOptions } from './pdf-files.js';
import type { CertificateService } from '../signatures/certificate-service.js';
import { ValidationError } from '../errors/validation-error.js';

/** How often a clip's progress is announced, at most. */
const PROGRESS_EVERY_MS = 200;

/** What became of a queued snap's job. */
export type SnapJobResult = 'completed' | 'failed' | 'skipped';

/** Told when a batch item starts and when it settles (batches count and finish on these). */
export interface BatchItemListener {
  itemStarted(item: Snap): Promise<void>;
  itemSettled(item: Snap): Promise<void>;
}

export interface SnapProcessorDeps {
  prisma: Db;
  sql: SqlSession;
  renderer: Renderer;
  storage: Storage;
  events: Events;
  webhooks: Pick<WebhookDispatcher, 'schedule'>;
  logger: Logger;
  metrics?: Metrics;
  certificates: Pick<CertificateService, 'sign'>;
}

/**
 * Takes one snap from pending to completed or failed: renders it, stores the file, and in one
 * statement marks it completed and charges its credit. Every step is conditional on the snap's
 * status, so a job the queue delivers twice renders at most one more time and never charges twice.
 */
export class SnapProcessor {
  private batches?: BatchItemListener;

  constructor(private readonly d: SnapProcessorDeps) {}

  /** Batches register here, being built on the processor: snaps know no more of them than this interface. */
  followBatchItems(listener: BatchItemListener): void {
    this.batches = listener;
  }

  private batchItems(): BatchItemListener {
    if (!this.batches) throw new Error('a batch item was processed before batches followed the snap processor');
    return this.batches;
  }

  /** Renders, in this process, the snaps a queue's jobs name: queued snaps' and batch items' alike. */
  work(jobs: JobQueue, jobName: string, concurrency: number): void {
    jobs.work<{ snapId: string }>(jobName, async ({ snapId }) => void (await this.process(snapId)), { concurrency });
  }

  async process(snapId: string): Promise<SnapJobResult> {
    const claimed = await claimSnap(this.d.sql, snapId, new Date());
    if (!claimed) return 'skipped';
    const final = await this.run(claimed.snap, claimed.credits);
    return final ? (final.status as SnapJobResult) : 'skipped';
  }

  /**
   * Renders a snap this caller already holds in `processing`, given the account's credits when it was
   * taken; the finished row, or null if another run finished it.
   */
  private async run(snap: Snap, credits: number): Promise<Snap | null> {
    this.d.metrics?.snapStarted(snap);
    this.publish(snap);
    if (snap.batchId) await this.batchItems().itemStarted(snap);
    // Work accepted together may be more than the balance (the interface checks, it does not
    // reserve): once it is spent, the rest fails at once instead of rendering what nobody can pay for.
    const rendered =
      credits >= SNAP_CHARGE.amount * pageCount(snap)
        ? await this.settled(snap)
        : settledSnap(snap, { status: 'failed', lastError: NO_CREDIT_LEFT }, new Date());
    const final = await settleHeldSnap(this.d.sql, rendered);
    if (!final) return null;
    await this.discardUnpaid(rendered, final);
    this.countCharge(final);
    this.publish(final);
    if (final.batchId) await this.batchItems().itemSettled(final);
    if (final.isAsync && final.webhookUrl) {
      await this.d.webhooks.schedule({
        accountId: final.accountId,
        subject: `snap:${final.id}`,
        event: `snap.${final.status}` as 'snap.completed' | 'snap.failed',
        url: final.webhookUrl,
        data: snapResource(snapData(final, this.d.storage)) as WebhookPayload['data'],
      });
    }
    return final;
  }

  /**
   * Renders a synchronous snap, then stores it already settled: it exists only once it has an
   * outcome, so nobody can have watched it and a crash mid-render leaves nothing behind to recover.
   */
  async renderNow(snap: Snap): Promise<Snap> {
    const rendered = await this.settled(snap);
    const final = await insertSettledSnap(this.d.sql, rendered);
    await this.discardUnpaid(rendered, final);
    this.countCharge(final);
    return final;
  }

  private async settled(snap: Snap): Promise<Snap> {
    return settledSnap(snap, await this.render(snap), new Date());
  }

  /** A file rendered for a snap that found no credit left to pay for it is not kept (nothing names it). */
  private async discardUnpaid(rendered: Snap, final: Snap): Promise<void> {
    if (rendered.mediaKey && !final.mediaKey) await this.d.storage.delete(rendered.mediaKey);
  }

  private async render(snap: Snap): Promise<SnapOutcome> {
    // A render URL's snap comes with its key (its cache file); every other snap gets a new one.
    const mediaKey = snap.mediaKey ?? newFileKey('snaps', fileExtension(snap.format as RenderFormat));
    // The file is created while the render runs, so only its write follows the render.
    const file = this.d.storage.create(mediaKey);
    file.catch(() => {}); // a failure is thrown below, once the render is done
    const pages = pagesOf(snap);
    // The options asked for, over the defaults: the (first page's) template's title.
    const { signature, ...asked } = (snap.pdfOptions as SnapPdfOptions | null) ?? {};
    const pdf: PdfOptions = { title: snap.templateTitle, ...asked };
    const motion = snap.motionOptions as StoredMotionOptions | null;
    let data: Buffer;
    try {
      ({ data } = pages
        ? await this.d.renderer.renderDocument(
            pages.map((p) => ({
              design: p.design,
              variants: p.variants,
              format: 'pdf',
              accountId: snap.accountId,
              pdf,
              frameAt: motion?.frameAt,
            })),
          )
        : await this.renderOne(snap, pdf, motion));
      // Signed once drawn, here rather than in the render thread: the certificate never leaves this process's memory.
      if (signature) data = await this.d.certificates.sign(snap.accountId, data, signature, SIGNATURE_FIELD);
    } catch (e) {
      await file.then(
        (f) => f.discard(),
        () => {},
      );
      // A certificate deleted or expired since the snap was queued fails it, like a render that failed.
      if (!(e instanceof RenderError) && !(e instanceof ValidationError)) throw e;
      return { status: 'failed', lastError: e.message };
    }
    await (await file).write(data);
    return { status: 'completed', mediaKey };
  }

  /** One template's render: a clip (a GIF, APNG, MP4, or WebP of an animated template), or a still. */
  private renderOne(snap: Snap, pdf: PdfOptions, motion: StoredMotionOptions | null): Promise<RenderResult> {
    const design = snap.design as unknown as TemplateDesign;
    const req = {
      design,
      variants: snap.variants as LayerVariant[] | null,
      transparent: snap.transparent,
      accountId: snap.accountId,
    };
    if (!rendersClip(snap.format, design, motion))
      return this.d.renderer.render({ ...req, format: snap.format as OutputFormat, pdf, frameAt: motion?.frameAt });
    let last = 0;
    return this.d.renderer.renderMotion({
      ...req,
      format: snap.format as MotionFormat,
      gif: { dither: motion?.dither, palette: motion?.palette },
      // A long clip shows it moving (the snapUpdated subscription), a few times a second at most.
      onProgress: (progress) => {
        const now = performance.now();
        if (now - last < PROGRESS_EVERY_MS && progress.encoded < progress.frames) return;
        last = now;
        this.d.events.publish('snapUpdated', snap.id, { id: snap.id, status: snap.status, progress });
      },
    });
  }

  private countCharge(final: Snap) {
    if (final.status === 'completed') this.d.metrics?.creditsCharged.inc({ kind: 'snap' }, pageCount(final));
  }

  private publish(snap: Snap) {
    this.d.events.publish('snapUpdated', snap.id, { id: snap.id, status: snap.status });
  }
}
