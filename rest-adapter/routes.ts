import type { Request } from 'express';
import { cursorMeta, pageArgs } from './cursor.js';
import {
  AuthDocument,
  CreateSnapDocument,
  CreateTemplateDocument,
  DeleteTemplateDocument,
  SnapDocument,
  SnapsDocument,
  TemplateDocument,
  TemplatesDocument,
  TemplateSizesDocument,
  UpdateTemplateDocument,
  UsageDocument,
  type SnapFieldsFragment,
  type TemplateFieldsFragment,
  type TemplateInput,
} from './generated/operations.js';
import { route, type RestRoute } from './route.js';

const TEMPLATES_PER_PAGE = 25;
const SNAPS_PER_PAGE = 15;

/** The spec's Snap. */
function snap(s: SnapFieldsFragment) {
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

function template(t: TemplateFieldsFragment) {
  return {
    id: t.id,
    uuid: t.uuid,
    title: t.title,
    width: t.width,
    height: t.height,
    size: t.size,
    background_color: t.backgroundColor,
    layers: t.layers,
    version: t.version,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

function templateInput(req: Request): TemplateInput {
  const b = (req.body ?? {}) as Record<string, any>;
  return { title: b.title, size: b.size, width: b.width, height: b.height, layers: b.layers, backgroundColor: b.background_color };
}

/** Numeric path ids: anything else can name no template. */
function numericId(req: Request): number {
  const id = String(req.params.templateId);
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}

export const routes: RestRoute[] = [
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
  route({
    method: 'get',
    path: '/auth',
    operation: AuthDocument,
    respond: (d) => ({ body: { data: { email: d.me.email, name: d.me.name, company: d.me.company ?? null } } }),
  }),
  route({
    method: 'get',
    path: '/usage',
    operation: UsageDocument,
    respond: ({ usage: u }) => ({
      body: {
        period_start_date: u.periodStartDate,
        period_end_date: u.periodEndDate,
        period_purchased_requests: u.periodPurchasedRequests,
        period_used_requests: u.periodUsedRequests,
        period_available_requests: u.periodAvailableRequests,
      },
    }),
  }),
  route({
    method: 'get',
    path: '/templates',
    operation: TemplatesDocument,
    variables: (req) => pageArgs(req.query.cursor, TEMPLATES_PER_PAGE),
    respond: (d, req) => ({
      body: { data: d.templates.edges.map((e) => template(e.node)), meta: cursorMeta(req.query.cursor, d.templates.pageInfo) },
    }),
  }),
  route({
    method: 'get',
    path: '/templates/sizes',
    operation: TemplateSizesDocument,
    respond: (d) => ({
      body: {
        data: d.templateSizes.map((s) => ({
          size: s.size,
          name: s.name,
          platform: s.platform,
          width: s.width,
          height: s.height,
          aspect_ratio: s.aspectRatio,
          safe_margin_px: s.safeMarginPx,
        })),
      },
    }),
  }),
  route({
    method: 'get',
    path: '/templates/:templateUuid',
    operation: TemplateDocument,
    variables: (req) => ({ uuid: String(req.params.templateUuid) }),
    respond: (d) => ({ body: template(d.template) }),
  }),
  route({
    method: 'post',
    path: '/templates',
    operation: CreateTemplateDocument,
    variables: (req) => ({ input: templateInput(req) }),
    respond: ({ createTemplate: t }) => ({
      status: 201,
      body: { data: { id: t.id, uuid: t.uuid, title: t.title }, message: 'Template created successfully.' },
    }),
  }),
  route({
    method: 'patch',
    path: '/templates/:templateId',
    operation: UpdateTemplateDocument,
    variables: (req) => ({ id: numericId(req), input: templateInput(req) }),
    respond: () => ({ body: { message: 'Template updated successfully.' } }),
  }),
  route({
    method: 'delete',
    path: '/templates/:templateId',
    operation: DeleteTemplateDocument,
    variables: (req) => ({ id: numericId(req) }),
    respond: () => ({ body: { message: 'Template deleted successfully.' } }),
  }),
];
