import type { Logger } from 'pino';
import type { Caller } from '../accounts/caller.js';
import { assertAffordable, availableCredits } from '../billing/balance.js';
import { SNAP_CHARGE } from '../billing/charges.js';
import { endedUnpaid } from '../billing/settlement.js';
import { QuotaExceededError } from '../errors/quota-exceeded-error.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Prisma, Snap } from '../generated/prisma/client.js';
import { RENDER_SNAP_JOB } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ClipProgress, Events } from '../events/event-bus.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import { designOf, requestedTemplate, type RenderableTemplate } from '../templates/renderable-template.js';
import { Checker, type Untyped } from '../validation/checker.js';
import { MAX_PAGES, pageTemplates } from '../render-requests/document-pages.js';
import { renderedColumns, storedPage, type StoredPage } from '../render-requests/snap-row.js';
import { withPrintDefaults } from '../render-requests/print-defaults.js';
import type { TemplateDesign } from '../design/layers/layer-schema.js';
import { checkTemplateVariations, renderMatrix } from '../render-requests/render-variations.js';
import { checkPrintIntent } from '../render-requests/pdf-options.js';
import { checkAgainstAnimation } from '../render-requests/motion-options.js';
import { checkVariantMarkup } from '../templates/variant-markup.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { ValidationError } from '../errors/validation-error.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../idempotency/idempotency-keys.js';
import { commandFingerprint } from '../render-requests/idempotency-key.js';
import type { SnapProcessor } from './snap-processor.js';
import type { CertificateService } from '../signatures/certificate-service.js';
import { SIGNATURE_FIELD } from '../signatures/signature-option.js';
import {
  validateSnapCommand,
  type CreatedSnaps,
  type CreateSnapCommand,
  type ValidSnapCommand,
} from './snap-command.js';
import { isUuid } from '../validation/uuid.js';

/** Async snaps run before batch items (priority 1 is the most urgent). */
const ASYNC_SNAP_PRIORITY = 10;
// Start-up recovery speaks SQL: a process's first Prisma query costs ~450 ms of CPU (docs/performance.md).
const STRANDED_SNAPS = `SELECT "id" FROM "snaps" WHERE "is_async" AND "batch_id" IS NULL AND "status" IN ('pending', 'processing')`;
// The rest of a synchronous snap while its request renders it (it is stored only once settled).
const RENDERING_NOW = {
  status: 'processing',
  attempts: 1,
  lastError: null,
  completedAt: null,
  batchId: null,
  identifier: null,
  position: null,
} as const;

/**
 * What asked for a snap: the API (REST, GraphQL, forms) or a signed render URL, which also names the
 * file its render is stored as (its cache key, docs/api.md "Render URLs").
 */
export interface SnapOrigin {
  source: 'api' | 'url';
  mediaKey?: string;
}

const FROM_API: SnapOrigin = { source: 'api' };

const TERMINAL = new Set(['completed', 'failed', 'canceled']);

/** A snap as its subscription sees it: a clip being rendered carries its progress. */
export type WatchedSnap = Snap & { progress?: ClipProgress };

export class SnapRenderFailedError extends ValidationError {
  constructor(readonly snap: Snap) {
    super({ render: [snap.lastError ?? 'The snap could not be rendered.'] });
  }
}

/** A template as one snap draws it: at a size, in a locale. */
type SnapTemplate = ReturnType<typeof renderMatrix>[number] & { t: RenderableTemplate };

/** The rows of a request's snaps: the rest of the checked command is a snap's own columns, named alike. */
function snapRows(
  req: ValidSnapCommand,
  snapTemplates: SnapTemplate[],
  pages: StoredPage[] | null,
  owner: { accountId: number; collectionId: number | null; source: SnapOrigin['source'] },
) {
  const {
    templateUuid: _template,
    collectionUuid: _collection,
    variants,
    pages: _pages,
    merge: _merge,
    sizes: _sizes,
    locales: _locales,
    pdfOptions,
    ...columns
  } = req;
  return snapTemplates.map(({ t, size, locale }) => {
    const rendered = renderedColumns(t, variants, pages, size, locale);
    const drawn = pages ?? [rendered as { design: TemplateDesign }];
    return {
      ...owner,
      ...rendered,
      ...columns,
      pdfOptions: withPrintDefaults(
        pdfOptions,
        req.type,
        t,
        drawn.map((p) => p.design),
      ),
    };
  });
}
type SnapRow = ReturnType<typeof snapRows>[number];

export class SnapService {
  constructor(
    private readonly d: {
      prisma: Db;
      sql: SqlSession;
      jobs: JobQueue;
      policy: OutboundPolicy;
      processor: SnapProcessor;
      certificates: Pick<CertificateService, 'material'>;
      events: Events;
      logger: Logger;
    },
  ) {}

  /** The whole row, or without the columns `query` omits (GraphQL reads leave the copied design out). */
  async byId(caller: Caller, id: string, query: { omit?: Prisma.SnapOmit } = {}): Promise<Snap> {
    const snap = isUuid(id)
      ? await this.d.prisma.snap.findFirst({ ...query, where: { id: id.toLowerCase(), accountId: caller.accountId } })
      : null;
    if (!snap) throw new NotFoundError();
    return snap;
  }

  /** POST /v1/snaps: one template, a collection, or a multi-page PDF (`pages`, a merged collection), rendered now or queued. */
  async create(
    caller: Caller,
    command: Untyped<CreateSnapCommand>,
    origin: SnapOrigin = FROM_API,
  ): Promise<CreatedSnaps> {
    const req = await validateSnapCommand(command, this.d.policy);
    const { templates, collectionId, credits, missingMessages } = await this.checkedTemplates(caller, req);
    const { accountId } = caller;
    let claimId: number | null = null;
    if (req.idempotencyKey) {
      const claim = await claimIdempotencyKey(
        this.d.prisma,
        accountId,
        req.idempotencyKey,
        'snap',
        commandFingerprint(req),
      );
      if (claim.kind === 'replay') return { snaps: await this.inOrder(claim.resourceIds), replayed: true };
      claimId = claim.id;
    }
    try {
      // A multi-page PDF is one snap of every template, a page each; otherwise a snap per template.
      const pages = req.pages
        ? templates.map((t, i) => storedPage(t, req.pages![i].variants))
        : req.merge
          ? templates.map((t) => storedPage(t, req.variants))
          : null;
      const pagesPerSnap = pages?.length ?? 1;
      // A snap per size and locale asked (docs/rendering.md "Sizes"), each its template's design at that size.
      const snapTemplates = (pages ? templates.slice(0, 1) : templates).flatMap((t) =>
        renderMatrix(req).map((variation) => ({ t, ...variation })),
      );
      // A check for every request (a credit per page), not a reservation: a snap is charged when it completes.
      assertAffordable(credits, SNAP_CHARGE, snapTemplates.length * pagesPerSnap);
      const rows = snapRows(req, snapTemplates, pages, { accountId, collectionId, source: origin.source });
      if (req.isAsync) {
        const result = await this.queue(rows, snapTemplates, claimId);
        claimId = null; // completed with the snaps: nothing below may free it
        return { snaps: result, replayed: false, missingMessages };
      }
      const result = await this.renderAll(rows, origin);
      if (result.length === 1 && result[0].status === 'failed')
        // Rendered, but other work spent the last credit meanwhile: the acceptance check's answer.
        throw endedUnpaid(result[0]) ? new QuotaExceededError() : new SnapRenderFailedError(result[0]);
      if (claimId !== null)
        await completeIdempotencyKey(
          this.d.prisma,
          claimId,
          result.map((r) => r.id),
        );
      return { snaps: result, replayed: false, missingMessages };
    } catch (e) {
      if (claimId !== null) await releaseIdempotencyKey(this.d.prisma, claimId);
      throw e;
    }
  }

  /** The templates a checked command renders, refused before anything is stored when one cannot be drawn as asked. */
  private async checkedTemplates(caller: Caller, req: ValidSnapCommand) {
    const { templates, collectionId, credits } = await this.templatesFor(caller, req);
    const print = new Checker();
    checkPrintIntent(print, req.pdfOptions, templates);
    templates.forEach((t) => checkAgainstAnimation(print, req, designOf(t)));
    const missingMessages = checkTemplateVariations(print, templates[0], req);
    print.done();
    // The certificate a signature names must be the account's and valid now (then again when it signs).
    const signature = req.pdfOptions?.signature;
    if (signature) await this.d.certificates.material(caller.accountId, signature.certificateId, SIGNATURE_FIELD);
    templates.forEach((t, i) =>
      checkVariantMarkup(designOf(t).layers, [
        req.pages ? [`pages.${i}.variants`, req.pages[i].variants] : ['variants', req.variants],
      ]),
    );
    return { templates, collectionId, credits, missingMessages };
  }

  /** Async snaps: stored pending with the idempotency key's record in one transaction, then queued; in the order asked. */
  private async queue(rows: SnapRow[], snapTemplates: SnapTemplate[], claimId: number | null): Promise<Snap[]> {
    const snaps = await this.d.prisma.$transaction(async (tx) => {
      const data = rows.map((r) => ({
        ...r,
        variants: r.variants ?? undefined,
        pages: r.pages ?? undefined,
        pdfOptions: r.pdfOptions ?? undefined,
        motionOptions: r.motionOptions ?? undefined,
      }));
      const created =
        data.length === 1 ? [await tx.snap.create({ data: data[0] })] : await tx.snap.createManyAndReturn({ data });
      // The key records its snaps in the transaction that stores them: a crash leaves both or neither.
      if (claimId !== null)
        await completeIdempotencyKey(
          tx,
          claimId,
          created.map((c) => c.id),
        );
      return created;
    });
    // One snap per template, locale and size, in the collection's, the locales' and the sizes' order.
    const result = snapTemplates.map(({ t, size, locale }) =>
      snaps.find((s) => s.templateId === t.id && s.size === size && s.locale === (locale?.tag ?? null))!,
    );
    // The answer is the snaps as accepted (pending), however fast a worker takes them.
    for (const { id } of result)
      await this.d.jobs.add(RENDER_SNAP_JOB, { snapId: id }, { jobId: id, priority: ASYNC_SNAP_PRIORITY });
    return result;
  }

  /** Sync snaps: rendered now, each stored as it settles. */
  private renderAll(rows: SnapRow[], origin: SnapOrigin): Promise<Snap[]> {
    const now = new Date();
    return Promise.all(
      rows.map((r) =>
        this.d.processor.renderNow({
          ...r,
          ...RENDERING_NOW,
          mediaKey: origin.mediaKey ?? null,
          id: randomUUID(),
          createdAt: now,
          startedAt: now,
          updatedAt: now,
        }),
      ),
    );
  }

  /** The templates to render, in order: one, a collection's, or a document's pages' (every unknown page named). */
  private async templatesFor(
    caller: Caller,
    req: ValidSnapCommand,
  ): Promise<{ templates: RenderableTemplate[]; collectionId: number | null; credits: number }> {
    const { accountId } = caller;
    if (req.pages) {
      const { templates, credits } = await pageTemplates(new Checker(), this.d.sql, accountId, [['pages', req.pages]]);
      return { templates: templates[0], collectionId: null, credits };
    }
    if (req.templateUuid !== null) {
      const { template, credits } = await requestedTemplate(
        this.d.sql,
        accountId,
        req.templateUuid,
        req.templateVersion ?? null,
      );
      return { templates: [template], collectionId: null, credits };
    }
    const uuid = req.collectionUuid!;
    const c = isUuid(uuid)
      ? await this.d.prisma.collection.findFirst({
          where: { uuid: uuid.toLowerCase(), accountId },
          include: { templates: { include: { template: true }, orderBy: { position: 'asc' } } },
        })
      : null;
    if (!c) throw ValidationError.of('collectionId', 'The selected collection id is invalid.');
    if (c.templates.length === 0)
      throw ValidationError.of('collectionId', 'The collection does not include any templates.');
    if (req.merge && c.templates.length > MAX_PAGES)
      throw ValidationError.of(
        'collectionId',
        `A document takes at most ${MAX_PAGES} pages; this collection has ${c.templates.length} templates.`,
      );
    return {
      templates: c.templates.map((ct) => ct.template),
      collectionId: c.id,
      credits: await availableCredits(this.d.sql, accountId),
    };
  }

  private async inOrder(ids: string[]): Promise<Snap[]> {
    const rows = await this.d.prisma.snap.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((s): s is Snap => !!s);
  }

  /** The snap now and after every change (a clip's progress too), until it reaches a terminal status. */
  async *watch(caller: Caller, id: string): AsyncGenerator<WatchedSnap> {
    await this.byId(caller, id);
    // Subscribed before the first read, so no change between the two is missed.
    const updates = this.d.events.subscribe('snapUpdated', id)[Symbol.asyncIterator]();
    try {
      let snap: WatchedSnap = await this.d.prisma.snap.findUniqueOrThrow({ where: { id } });
      yield snap;
      while (!TERMINAL.has(snap.status)) {
        const update = await updates.next();
        if (update.done) return;
        // A clip's progress comes with its event: the row it changes nothing of is not read again.
        snap =
          update.value.progress && snap.status === 'processing'
            ? { ...snap, progress: update.value.progress }
            : await this.d.prisma.snap.findUniqueOrThrow({ where: { id } });
        yield snap;
      }
    } finally {
      await updates.return?.();
    }
  }

  /** Renders queued snaps in this process. */
  register(concurrency: number): void {
    this.d.processor.work(this.d.jobs, RENDER_SNAP_JOB, concurrency);
  }

  /**
   * At start-up: queued snaps left pending or processing by a crash are queued again (the job id
   * dedupes them on BullMQ); each is charged when it settles, if a credit is left then.
   */
  async recover(): Promise<void> {
    const { sql, jobs, logger } = this.d;
    const stranded = await sql.query<{ id: string }>(STRANDED_SNAPS);
    for (const { id } of stranded)
      await jobs.add(RENDER_SNAP_JOB, { snapId: id }, { jobId: id, priority: ASYNC_SNAP_PRIORITY });
    if (stranded.length) logger.info({ requeued: stranded.length }, 'recovered snaps');
  }
}
