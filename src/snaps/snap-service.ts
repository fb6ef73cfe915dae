import type { Logger } from 'pino';
import type { AuthContext } from '../accounts/auth-context.js';
import { balance } from '../billing/ledger.js';
import { QuotaExceededError } from '../billing/quota-exceeded-error.js';
import type { Db } from '../db/database.js';
import type { Snap, Template } from '../generated/prisma/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Events } from '../graphql/pubsub.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import type { TemplateDesign } from '../templates/layer-schema.js';
import { publishedDesign } from '../templates/template-service.js';
import { NotFoundError } from '../validation/not-found-error.js';
import { ValidationError } from '../validation/validation-error.js';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestFingerprint } from './idempotency.js';
import type { SnapProcessor } from './snap-processor.js';
import { parseSnapRequest, type SnapRequest, type ValidSnapRequest } from './snap-input.js';
import { isUuid } from '../validation/uuid.js';

export const RENDER_SNAP_JOB = 'render-snap';
/** Async snaps run before batch items (priority 1 is the most urgent). */
export const ASYNC_SNAP_PRIORITY = 10;
// A synchronous render still "processing" this long after it started was cut off by a restart.
const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;

const TERMINAL = new Set(['completed', 'failed', 'canceled']);

/** What a snap draws: the template's published canvas and layers. */
export function designOf(t: Template): TemplateDesign {
  const { width, height, background_color, layers } = publishedDesign(t);
  return { width, height, background_color, layers };
}

/** The account's template a render request names in `template_id`; a body field, so unknown is a 422. */
export async function requestedTemplate(db: Db, accountId: number, uuid: string): Promise<Template> {
  const t = isUuid(uuid) ? await db.template.findFirst({ where: { uuid: uuid.toLowerCase(), accountId } }) : null;
  if (!t) throw ValidationError.of('template_id', 'The selected template id is invalid.');
  return t;
}

export class SnapRenderFailedError extends ValidationError {
  constructor(readonly snap: Snap) {
    super({ render: [snap.lastError ?? 'The snap could not be rendered.'] });
  }
}

export interface CreatedSnaps {
  snaps: Snap[];
  replayed: boolean;
}

export class SnapService {
  constructor(
    private readonly d: { prisma: Db; jobs: JobQueue; policy: OutboundPolicy; processor: SnapProcessor; events: Events; logger: Logger },
  ) {}

  async byId(auth: AuthContext, id: string): Promise<Snap> {
    const snap = isUuid(id) ? await this.d.prisma.snap.findFirst({ where: { id: id.toLowerCase(), accountId: auth.account.id } }) : null;
    if (!snap) throw new NotFoundError();
    return snap;
  }

  /** POST /v1/snaps: one template or a collection, rendered now or queued. */
  async create(auth: AuthContext, body: SnapRequest): Promise<CreatedSnaps> {
    const req = await parseSnapRequest(body, this.d.policy);
    const { templates, collectionId } = await this.templatesFor(auth, req);
    const accountId = auth.account.id;
    let claimId: number | null = null;
    if (req.idempotencyKey) {
      const fingerprint = requestFingerprint({ ...req, idempotencyKey: undefined });
      const claim = await claimIdempotencyKey(this.d.prisma, accountId, req.idempotencyKey, 'snap', fingerprint);
      if (claim.kind === 'replay') return { snaps: await this.inOrder(claim.resourceIds), replayed: true };
      claimId = claim.id;
    }
    try {
      // A check, not a reservation: each snap is charged when it completes.
      if ((await balance(this.d.prisma, accountId)) < templates.length) throw new QuotaExceededError();
      // A synchronous snap is created already held (`processing`) by this request, which renders it.
      const held = req.isAsync ? {} : { status: 'processing' as const, startedAt: new Date(), attempts: 1 };
      const rows = templates.map((t) => ({
        accountId,
        templateId: t.id,
        templateUuid: t.uuid,
        templateTitle: t.title,
        templateVersion: t.version,
        collectionId,
        design: designOf(t) as object,
        variants: (req.variants ?? undefined) as object[] | undefined,
        type: req.type,
        format: req.format,
        transparent: req.transparent,
        isAsync: req.isAsync,
        webhookUrl: req.webhookUrl,
        idempotencyKey: req.idempotencyKey,
        ...held,
      }));
      const snaps = rows.length === 1 ? [await this.d.prisma.snap.create({ data: rows[0] })] : await this.d.prisma.snap.createManyAndReturn({ data: rows });
      // One snap per template, in the collection's order.
      snaps.sort((a, b) => templates.findIndex((t) => t.id === a.templateId) - templates.findIndex((t) => t.id === b.templateId));
      const ids = snaps.map((s) => s.id);
      let result = snaps;
      if (req.isAsync) {
        // The answer is the snaps as accepted (pending), however fast a worker takes them.
        for (const id of ids) await this.d.jobs.add(RENDER_SNAP_JOB, { snapId: id }, { jobId: id, priority: ASYNC_SNAP_PRIORITY });
      } else {
        const finished = await Promise.all(snaps.map((snap) => this.d.processor.run(snap)));
        result = finished.every((f): f is Snap => f !== null) ? finished : await this.inOrder(ids);
      }
      if (!req.isAsync && result.length === 1 && result[0].status === 'failed') throw new SnapRenderFailedError(result[0]);
      if (claimId !== null) await completeIdempotencyKey(this.d.prisma, claimId, ids);
      return { snaps: result, replayed: false };
    } catch (e) {
      if (claimId !== null) await releaseIdempotencyKey(this.d.prisma, claimId);
      throw e;
    }
  }

  private async templatesFor(auth: AuthContext, req: ValidSnapRequest): Promise<{ templates: Template[]; collectionId: number | null }> {
    const accountId = auth.account.id;
    if (req.templateUuid !== null) {
      return { templates: [await requestedTemplate(this.d.prisma, accountId, req.templateUuid)], collectionId: null };
    }
    const uuid = req.collectionUuid!;
    const c = isUuid(uuid)
      ? await this.d.prisma.collection.findFirst({
          where: { uuid: uuid.toLowerCase(), accountId },
          include: { templates: { include: { template: true }, orderBy: { position: 'asc' } } },
        })
      : null;
    if (!c) throw ValidationError.of('collection_id', 'The selected collection id is invalid.');
    if (c.templates.length === 0) throw ValidationError.of('collection_id', 'The collection does not include any templates.');
    return { templates: c.templates.map((ct) => ct.template), collectionId: c.id };
  }

  private async inOrder(ids: string[]): Promise<Snap[]> {
    const rows = await this.d.prisma.snap.findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((s): s is Snap => !!s);
  }

  /** The snap now and after every change, until it reaches a terminal status. */
  async *watch(auth: AuthContext, id: string): AsyncGenerator<Snap> {
    await this.byId(auth, id);
    // Subscribed before the first read, so no change between the two is missed.
    const updates = this.d.events.subscribe('snapUpdated', id)[Symbol.asyncIterator]();
    try {
      let snap = await this.d.prisma.snap.findUniqueOrThrow({ where: { id } });
      yield snap;
      while (!TERMINAL.has(snap.status)) {
        if ((await updates.next()).done) return;
        snap = await this.d.prisma.snap.findUniqueOrThrow({ where: { id } });
        yield snap;
      }
    } finally {
      await updates.return?.();
    }
  }

  /** Renders queued snaps in this process. */
  register(concurrency: number): void {
    this.d.jobs.work<{ snapId: string }>(RENDER_SNAP_JOB, async ({ snapId }) => void (await this.d.processor.process(snapId)), { concurrency });
  }

  /**
   * At start-up: queued snaps left pending or processing by a crash are queued again (the job id
   * dedupes them on BullMQ); synchronous renders cut off long ago are failed, uncharged.
   */
  async recover(): Promise<void> {
    const { prisma, jobs, logger } = this.d;
    const stranded = await prisma.snap.findMany({ where: { isAsync: true, batchId: null, status: { in: ['pending', 'processing'] } }, select: { id: true } });
    for (const { id } of stranded) await jobs.add(RENDER_SNAP_JOB, { snapId: id }, { jobId: id, priority: ASYNC_SNAP_PRIORITY });
    const cutOff = await prisma.snap.updateMany({
      where: { isAsync: false, status: { in: ['pending', 'processing'] }, createdAt: { lt: new Date(Date.now() - INTERRUPTED_AFTER_MS) } },
      data: { status: 'failed', lastError: 'The render was interrupted by a server restart. Nothing was charged.', completedAt: new Date() },
    });
    if (stranded.length || cutOff.count) logger.info({ requeued: stranded.length, interrupted: cutOff.count }, 'recovered snaps');
  }
}
