import type { Request } from 'express';
import qs from 'qs';
import { PreviewPageDocument, type PreviewPageQuery } from '../../rest-adapter/generated/operations.js';
import { route, type RestResponse, type RestRoute } from '../../rest-adapter/route.js';
import type { RouteDoc } from '../../rest-adapter/openapi/route-doc.js';
import { PREVIEW_BUDGET } from '../graphql/limits/field-budget.js';
import { PREVIEW_PAGE_CSP, previewPage } from './preview-page.js';
import { lenientVariants, variantFields, type Variant } from '../templates/variant.js';
import { Checker } from '../validation/checker.js';
import { fromPublic, type FieldTable } from '../validation/field-table.js';

// Both endpoints (and GraphQL's preview field) draw on one budget: alternating between them buys no extra renders.
const throttle = PREVIEW_BUDGET;

const BOOLEAN: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** A query string has no booleans: `hidden` is read from true/false/1/0. */
function readHidden(variant: unknown): unknown {
  const hidden = (variant as { hidden?: unknown } | null)?.hidden;
  return typeof hidden === 'string' && Object.hasOwn(BOOLEAN, hidden)
    ? { ...(variant as object), hidden: BOOLEAN[hidden] }
    : variant;
}

const previewFields = {
  templateId: 'template_id',
  variants: ['variants', variantFields],
} as const satisfies FieldTable;

/**
 * The query string with nesting (`variants[0][layer]=title`), which Express's simple parser leaves
 * flat, under GraphQL's names. Its variants are made lenient as POST /snaps's are (the spec checks
 * only their image_url); anything but a list is refused here, as GraphQL's types cannot carry it.
 */
function previewQuery(req: Request): { templateId?: unknown; variants?: Variant[] } {
  const at = req.originalUrl.indexOf('?');
  const query = qs.parse(at < 0 ? '' : req.originalUrl.slice(at + 1), { arrayLimit: 200, depth: 2 });
  const { templateId, variants } = fromPublic(previewFields, {
    ...query,
    variants: Array.isArray(query.variants) ? query.variants.map(readHidden) : query.variants,
  });
  const c = new Checker();
  c.list('variants', variants);
  c.done();
  return { templateId, variants: lenientVariants(variants) as Variant[] | undefined };
}

const page = (d: PreviewPageQuery): RestResponse => ({
  body: previewPage(d.preview),
  contentType: 'text/html; charset=utf-8',
  headers: {
    'Content-Security-Policy': PREVIEW_PAGE_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  },
});

/** What both endpoints say of themselves. */
const previewDoc = (summary: string, query: RouteDoc['query']): RouteDoc => ({
  summary,
  description:
    'A watermarked HTML page of the render: free, nothing stored. Variants go in the query string (`variants[0][layer]=title&variants[0][text]=Hi`); ' +
    'each sets one of `text`, `image_url` (a public http or https URL), `background_color`, `qr_content`, `barcode_content`, or `hidden`.',
  tag: 'Previews',
  query: {
    ...query,
    variants: {
      description: 'Per-layer overrides, as `variants[i][key]=value`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
  },
  responses: {
    200: {
      description: 'The preview page.',
      media: ['text/html'],
      headers: {
        'Content-Security-Policy': { description: 'The page runs no script and loads only its images.' },
        'Cache-Control': { description: '`no-store`.' },
        'X-Content-Type-Options': { description: '`nosniff`.' },
      },
    },
  },
  errors: [404, 422],
});

export const previewRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates/:templateUuid/preview',
    operation: PreviewPageDocument,
    throttle,
    fields: previewFields,
    variables: (req) => ({ templateId: String(req.params.templateUuid), variants: previewQuery(req).variants }),
    doc: {
      ...previewDoc('Preview a template', {}),
      operationId: 'previewTemplate',
      params: { templateUuid: { description: 'The template uuid.' } },
    },
    respond: page,
  }),
  route({
    method: 'get',
    path: '/snaps/preview',
    operation: PreviewPageDocument,
    throttle,
    fields: previewFields,
    variables: (req) => {
      const q = previewQuery(req);
      return { templateId: typeof q.templateId === 'string' ? q.templateId : null, variants: q.variants };
    },
    doc: {
      ...previewDoc('Preview a snap', { template_id: { description: 'The template uuid.', required: true } }),
      operationId: 'previewSnap',
    },
    respond: page,
  }),
];
