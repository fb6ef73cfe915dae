import { cursorMeta, pageArgs } from '../cursor.js';
import { CreateSnapDocument, SnapDocument, SnapsDocument, type SnapFieldsFragment } from '../generated/operations.js';
import { route, type RestRoute } from '../route.js';

const SNAPS_PER_PAGE = 15;

/** The spec's Snap. */
export function snap(s: SnapFieldsFragment) {
  return {
    id: s.id,
    media_url: s.mediaUrl ?? null,
    type: s.type,
    status: s.status,
    is_async: s.isAsync,
    webhook_url: s.webhookUrl ?? null,
    completed_at: s.completedAt ?? null,
    last_error: s.lastError ?? null,
    variants: s.variants ?? null,
    template_id: s.templateId ?? null,
    template_title: s.templateTitle ?? null,
    created_at: s.createdAt,
  };
}

/** The subset the plain list and retrieve endpoints return. */
function snapSummary(s: SnapFieldsFragment) {
  return { id: s.id, template_id: s.templateId ?? null, type: s.type, variants: s.variants ?? null, media_url: s.mediaUrl ?? null, created_at: s.createdAt };
}

/** `pagination` items per page: 1 to 100; anything else means the default. */
function perPage(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100) : SNAPS_PER_PAGE;
}

export const snapRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/snaps',
    operation: CreateSnapDocument,
    variables: (req) => {
      const b = (req.body ?? {}) as Record<string, any>;
      return {
        input: {
          templateId: b.template_id,
          collectionId: b.collection_id,
          type: b.type,
          format: b.format,
          transparent: b.transparent,
          async: b.async,
          webhookUrl: b.webhook_url,
          variants: b.variants,
          idempotencyKey: b.idempotency_key,
        },
      };
    },
    respond: ({ createSnap: { snaps, replayed } }, req) => ({
      status: snaps[0]?.isAsync ? 202 : 201,
      body: req.body?.collection_id != null ? snaps.map(snap) : snap(snaps[0]),
      headers: replayed ? { 'X-Idempotent-Replay': 'true' } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/snaps',
    operation: SnapsDocument,
    variables: (req) => pageArgs(req.query.cursor, perPage(req.query.pagination)),
    respond: (d, req) => {
      const meta = cursorMeta(req.query.cursor, d.snaps.pageInfo);
      return {
        body: {
          items: d.snaps.edges.map((e) => snapSummary(e.node)),
          metadata: { items_per_page: perPage(req.query.pagination), next_page_cursor: meta.next_cursor, previous_page_cursor: meta.previous_cursor },
        },
      };
    },
  }),
  route({
    method: 'get',
    path: '/snaps/:id',
    operation: SnapDocument,
    variables: (req) => ({ id: String(req.params.id) }),
    respond: (d) => ({ body: snapSummary(d.snap) }),
  }),
];
