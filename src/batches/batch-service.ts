import type { Logger } from 'pino';
import type { Caller } from '../accounts/caller.js';
import { SNAP_CHARGE } from '../billing/charges.js';
import { assertCreditsAvailable } from '../billing/balance.js';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Batch } from '../generated/prisma/client.js';
import type { BatchStatus } from '../generated/prisma/enums.js';
import type { BatchItemChange, Events } from '../events/event-bus.js';
import { RENDER_BATCH_ITEM_JOB } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import type { Storage } from '../storage/storage.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../idempotency/idempotency-keys.js';
import { commandFingerprint } from '../render-requests/idempotency-key.js';
import type { SnapProcessor } from '../snaps/snap-processor.js';
import { designOf, requestedTemplate, type RenderableTemplate } from '../templates/renderable-template.js';
import type { LayerVariant, TemplateDesign } from '../design/layers/layer-schema.js';
import { withPrintDefaults } from '../render-requests/print-defaults.js';
import { pageTemplates, type ValidSnapPage } from '../render-requests/document-pages.js';
import { renderedColumns, storedPage, type StoredPage } from '../render-requests/snap-row.js';
import { checkPrintIntent } from '../render-requests/pdf-options.js';
import { Checker, type Untyped } from '../validation/checker.js';
import { checkVariantMarkup } from '../templates/variant-markup.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { isUuid } from '../validation/uuid.js';
import { validateBatchCommand, type CreateBatchCommand, type CreatedBatch } from './batch-command.js';
import { itemChange, type BatchProgress } from './batch-progress.js';
import { TERMINAL_STATUSES as TERMINAL, viewBatch, viewBatchWithItems, type BatchView } from './batch-view.js';
import { WatchedBatch } from './watched-batch.js';
import { checkAgainstAnimation } from '../render-requests/motion-options.js';
import { checkTemplateVariations, renderMatrix } from '../render-requests/render-variations.js';

/**
 * Batch items queue behind async snaps (priority 10). Item k of every batch gets priority 50 + k,
 * so batches running at once take turns item by item instead of the first one starving the rest.
 */
const itemPriority = (position: number) => 50 + position;
// How long a cancel waits for the items rendering at that moment, so it can answer "canceled".
const CANCEL_SETTLE_MS = 10_000;
// Start-up recovery speaks SQL: a process's first Prisma query costs ~450 ms of CPU (docs/performance.md).
const OPEN_BATCHES = `SELECT "id" FROM "batches" WHERE "status" IN ('pending', 'processing')`;
const NO_SUCH_BATCH = 'No batch with that id exists in your account.';
// Items not started, canceled (they cost nothing: an item is charged when it completes).
const CANCEL_PENDING_ITEMS = `UPDATE "snaps" SET "status" = 'canceled', "completed_at" = $2::timestamp, "updated_at" = $2::timestamp
  WHERE "batch_id" = $1 AND "status" = 'pending' RETURNING "id"`;

export interface BatchPage {
  status?: BatchStatus | null;
  after?: string;
  before?: string;
  limit: number;
  inverted: boolean;
}

type ValidBatch = Awaited<ReturnType<typeof validateBatchCommand>>;

/** The batch's items as snap rows, in the order of its rows and, in each, of its locales and sizes. */
function itemRows(
  req: ValidBatch,
  template: RenderableTemplate,
  rows: (ReturnType<typeof renderMatrix>[number] & { item: ValidBatch['items'][number]; row: number })[],
  itemPages: (StoredPage[] | null)[],
  batch: { id: number; accountId: number },
) {
  return rows.map(({ item, row, size, locale }, position) => {
    const { variants, pages, ...rendered } = renderedColumns(template, item.variants, itemPages[row], size, locale);
    return {
      accountId: batch.accountId,
      batchId: batch.id,
      position,
      identifier: item.identifier,
      ...rendered,
      variants: variants ?? undefined,
      pages: pages ?? undefined,
      pdfOptions:
        withPrintDefaults(
          item.pdfOptions ?? null,
          req.type,
          template,
          (itemPages[row] ?? [{ design: rendered.design as TemplateDesign }]).map((p) => p.design),
        ) ?? undefined,
      motionOptions: req.motionOptions ?? undefined,
      type: req.type,
      format: req.format,
      transparent: req.transparent,
      isAsync: true,
    };
  });
}

/** A combined archive holds at most this many batches: 5,000 files, as a run of 5,000 CSV rows makes. */
const MAX_ARCHIVED_BATCHES = 50;

export class BatchService {
  constructor(
    private readonly d: {
      prisma: Db;
      sql: SqlSession;
      jobs: JobQueue;
      policy: OutboundPolicy;
      storage: Storage;
      processor: SnapProcessor;
      progress: BatchProgress;
      events: Events;
      logger: Logger;
    },
  ) {}

  private async row(caller: Caller, uuid: string): Promise<Batch> {
    const batch = isUuid(uuid)
      ? await this.d.prisma.batch.findFirst({ where: { uuid: uuid.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!batch) throw new NotFoundError(NO_SUCH_BATCH);
    return batch;
  }

  /** The batch's REST address, as its resource and webhook payload give it. */
  statusUrl(uuid: string): string {
    return this.d.progress.statusUrl(uuid);
  }

  /** Where its rendered files are downloaded as one ZIP (GET, with a token or the Studio's session). */
  archiveUrl(uuid: string): string {
    return `${this.statusUrl(uuid)}/archive`;
  }

  async byUuid(caller: Caller, uuid: string): Promise<BatchView> {
    return viewBatch(this.d.prisma, await this.row(caller, uuid));
  }

  /** Batches of the account in the order named (one archive of a Studio run): 1 to MAX_ARCHIVED_BATCHES, each once. */
  async several(caller: Caller, uuids: string[]): Promise<BatchView[]> {
    if (uuids.length === 0) throw ValidationError.of('uuids', 'The uuids field is required.');
    if (uuids.length > MAX_ARCHIVED_BATCHES)
      throw ValidationError.of('uuids', `The uuids field must not have more than ${MAX_ARCHIVED_BATCHES} items.`);
    if (new Set(uuids).size < uuids.length) throw ValidationError.of('uuids', 'The uuids field has a duplicate value.');
    return Promise.all(uuids.map((uuid) => this.byUuid(caller, uuid)));
  }

  /** A page of the account's batches, newest first (`inverted`: oldest first); cursors are batch ids. */
  async list(caller: Caller, page: BatchPage): Promise<BatchView[]> {
    const cursor = (field: 'after' | 'before') => {
      const v = page[field];
      if (v === undefined) return undefined;
      if (!/^\d{1,15}$/.test(v)) throw ValidationError.of(field, `The ${field} cursor is invalid.`);
      return Number(v);
    };
    const [after, before] = [cursor('after'), cursor('before')];
    const rows = await this.d.prisma.batch.findMany({
      where: {
        accountId: caller.accountId,
        ...(page.status && { status: page.status }),
        id: { lt: after, gt: before },
      },
      orderBy: { id: page.inverted ? 'asc' : 'desc' },
      take: page.limit,
    });
    return Promise.all(rows.map((b) => viewBatch(this.d.prisma, b)));
  }

  /** POST /v1/snaps/batches: validated whole, checked against the balance, then created in one transaction. */
  async create(caller: Caller, command: Untyped<CreateBatchCommand>): Promise<CreatedBatch> {
    const { prisma } = this.d;
    const req = await validateBatchCommand(command, { policy: this.d.policy, ownFiles: this.d.storage });
    const { accountId } = caller;
    const { template, itemPages } = await this.checkedTemplates(accountId, req);
    // A matrix batch (docs/api.md "Matrix batches"): each row drawn at every locale and size asked, an item each.
    const matrix = renderMatrix(req);
    const rows = req.items.flatMap((item, row) => matrix.map((variation) => ({ item, row, ...variation })));
    const totalPages = rows.reduce((n, { row }) => n + (itemPages[row]?.length ?? 1), 0);
    let claimId: number | null = null;
    if (req.idempotencyKey) {
      const claim = await claimIdempotencyKey(prisma, accountId, req.idempotencyKey, 'batch', commandFingerprint(req));
      if (claim.kind === 'replay') {
        const batch = await prisma.batch.findUniqueOrThrow({ where: { uuid: claim.resourceIds[0] } });
        return { batch: await viewBatch(prisma, batch), replayed: true };
      }
      claimId = claim.id;
    }
    try {
      // The whole batch checked against the balance, or nothing is created (417). A check, not a
      // reservation (the interface's rules 1-2): each item is charged when it completes, if a credit is left.
      await assertCreditsAvailable(this.d.sql, accountId, SNAP_CHARGE, totalPages);
      const batch = await prisma.$transaction(async (tx) => {
        const batch = await tx.batch.create({
          data: {
            accountId,
            templateId: template.id,
            title: req.title,
            type: req.type,
            format: req.format,
            transparent: req.transparent,
            webhookUrl: req.webhookUrl,
            idempotencyKey: req.idempotencyKey,
            totalRows: rows.length,
          },
        });
        await tx.snap.createMany({ data: itemRows(req, template, rows, itemPages, batch) });
        // The key records the batch in the transaction that stores it: a crash leaves both or neither.
        if (claimId !== null) await completeIdempotencyKey(tx, claimId, [batch.uuid]);
        return batch;
      });
      claimId = null; // completed: nothing below may free it
      await this.enqueue(batch.id);
      this.d.events.publish('batchCreated', String(accountId), { uuid: batch.uuid });
      return { batch: await viewBatch(prisma, batch), replayed: false };
    } catch (e) {
      if (claimId !== null) await releaseIdempotencyKey(prisma, claimId);
      throw e;
    }
  }

  /** The batch's template and its documents' pages, refused before anything is stored when one cannot be drawn as asked. */
  private async checkedTemplates(accountId: number, req: ValidBatch) {
    const { template } = await requestedTemplate(this.d.sql, accountId, req.templateUuid, req.templateVersion ?? null);
    // Items with pages are multi-page PDFs of their own templates (every unknown one named at once).
    const documents = req.items.flatMap((item, i): [string, ValidSnapPage[]][] =>
      item.pages ? [[`items.${i}.pages`, item.pages]] : [],
    );
    const { templates: documentTemplates } =
      documents.length > 0 ? await pageTemplates(new Checker(), this.d.sql, accountId, documents) : { templates: [] };
    let d = 0;
    const itemPages = req.items.map((item) =>
      item.pages ? documentTemplates[d++].map((t, j) => storedPage(t, item.pages![j].variants)) : null,
    );
    // Bleed and crop marks are the batch's: every template any item draws must be a print template.
    const print = new Checker();
    checkPrintIntent(print, req.items[0]?.pdfOptions ?? null, [
      ...(req.items.some((item) => !item.pages) ? [template] : []),
      ...documentTemplates.flat(),
    ]);
    checkAgainstAnimation(print, { ...req, isAsync: true }, designOf(template));
    checkTemplateVariations(print, template, req);
    print.done();
    checkVariantMarkup(
      designOf(template).layers,
      req.items.flatMap((item, i): [string, LayerVariant[] | null][] =>
        item.pages ? [] : [[`items.${i}.variants`, item.variants]],
      ),
    );
    itemPages.forEach((pages, i) =>
      pages?.forEach((p, j) => checkVariantMarkup(p.design.layers, [[`items.${i}.pages.${j}.variants`, p.variants]])),
    );
    return { template, itemPages };
  }

  private async enqueue(batchId: number): Promise<void> {
    // Rendering items too: their job ids dedupe them while a live worker has them.
    const items = await this.d.prisma.snap.findMany({
      where: { batchId, status: { in: ['pending', 'processing'] } },
      select: { id: true, position: true },
      orderBy: { position: 'asc' },
    });
    for (const item of items)
      await this.d.jobs.add(
        RENDER_BATCH_ITEM_JOB,
        { snapId: item.id },
        { jobId: item.id, priority: itemPriority(item.position ?? 0) },
      );
  }

  /**
   * Items not started are canceled at once and cost nothing; an item rendering now may finish and
   * be charged. The batch turns canceled when nothing renders any more: this waits a little for
   * that, so the answer is normally the canceled batch. Canceling a finished batch changes nothing.
   */
  async cancel(caller: Caller, uuid: string): Promise<BatchView> {
    const { prisma, progress } = this.d;
    const batch = await this.row(caller, uuid);
    if (TERMINAL.has(batch.status)) return viewBatch(prisma, batch);
    const canceledIds = await prisma.$transaction(async (tx) => {
      await tx.batch.updateMany({
        where: { id: batch.id, status: { in: ['pending', 'processing'] } },
        data: { cancelRequested: true },
      });
      const canceled = await tx.$queryRawUnsafe<{ id: string }[]>(
        CANCEL_PENDING_ITEMS,
        batch.id,
        new Date().toISOString(),
      );
      return canceled.map((c) => c.id);
    });
    await progress.settle(
      batch.id,
      canceledIds.map((id) => itemChange({ id, status: 'canceled', mediaKey: null, lastError: null })),
    );
    const deadline = Date.now() + CANCEL_SETTLE_MS;
    let current = await prisma.batch.findUniqueOrThrow({ where: { id: batch.id } });
    while (!TERMINAL.has(current.status) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      current = await prisma.batch.findUniqueOrThrow({ where: { id: batch.id } });
    }
    return viewBatch(prisma, current);
  }

  /** Each batch the caller's account starts from now on (any client, any process), as it is when accepted. */
  async *created(caller: Caller): AsyncGenerator<BatchView> {
    for await (const { uuid } of this.d.events.subscribe('batchCreated', String(caller.accountId)))
      yield await this.byUuid(caller, uuid);
  }

  /**
   * The batch with every item, then after every item transition, until it is terminal. It is read
   * whole at the start and at the end; in between, events carry each transition as committed
   * (`WatchedBatch`), so a transition costs a subscriber no read of the database.
   */
  async *watch(caller: Caller, uuid: string): AsyncGenerator<{ view: BatchView; changedItemIds: string[] }> {
    const batch = await this.row(caller, uuid);
    // Subscribed before the first read, so nothing committed after that read is missed; events
    // queue while a state is being sent, and a burst is sent as one state.
    const queued: { items: BatchItemChange[]; batchStatus?: string }[] = [];
    let wake: (() => void) | undefined;
    const updates = this.d.events.subscribe('batchProgress', String(batch.id))[Symbol.asyncIterator]();
    const pump = (async () => {
      for (let next; !(next = await updates.next()).done;) {
        queued.push(next.value);
        wake?.();
      }
    })();
    try {
      const state = new WatchedBatch(await viewBatchWithItems(this.d.sql, batch.id));
      // The first event carries every item: a client that listed the items before subscribing
      // would otherwise miss the changes made between its read and this one.
      yield { view: state.view(), changedItemIds: state.itemIds };
      while (!state.ended) {
        if (queued.length === 0) await new Promise<void>((r) => (wake = r));
        wake = undefined;
        const moved = new Set<string>();
        let reread = false;
        for (const event of queued.splice(0)) {
          const ids = state.apply(event);
          if (ids) for (const id of ids) moved.add(id);
          else reread = true;
        }
        if (reread) for (const id of state.reread(await viewBatchWithItems(this.d.sql, batch.id))) moved.add(id);
        if (moved.size > 0 || state.ended) yield { view: state.view(), changedItemIds: [...moved] };
      }
    } finally {
      await updates.return?.();
      await pump;
    }
  }

  register(concurrency: number): void {
    this.d.processor.work(this.d.jobs, RENDER_BATCH_ITEM_JOB, concurrency);
  }

  /**
   * At start-up: items left waiting or rendering by a crash are queued again, still holding their
   * reserved credits until they settle; batches whose items all settled are ended.
   */
  async recover(): Promise<void> {
    const open = await this.d.sql.query<{ id: number }>(OPEN_BATCHES);
    for (const batch of open) {
      await this.enqueue(batch.id);
      await this.d.progress.settle(batch.id);
    }
    if (open.length) this.d.logger.info({ batches: open.length }, 'recovered batches');
  }
}
