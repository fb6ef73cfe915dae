import type { Request } from 'express';
import qs from 'qs';
import { PreviewPageDocument, type PreviewPageQuery } from '../../rest-adapter/generated/operations.js';
import { route, type RestResponse, type RestRoute } from '../../rest-adapter/route.js';
import { PREVIEW_BUDGET } from '../graphql/limits/field-budget.js';
import { PREVIEW_PAGE_CSP } from './preview-page.js';

// Both endpoints (and GraphQL's preview field) draw on one budget: alternating between them buys no extra renders.
const throttle = PREVIEW_BUDGET;

const BOOLEAN: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** A query string has no booleans: `hidden` is read from true/false/1/0. */
function readHidden(variant: unknown): unknown {
  const hidden = (variant as { hidden?: unknown } | null)?.hidden;
  return typeof hidden === 'string' && Object.hasOwn(BOOLEAN, hidden) ? { ...(variant as object), hidden: BOOLEAN[hidden] } : variant;
}

/** The query string with nesting (`variants[0][layer]=title`), which Express's simple parser leaves flat. */
function previewQuery(req: Request): { template_id?: unknown; variants?: unknown } {
  const at = req.originalUrl.indexOf('?');
  const query = qs.parse(at < 0 ? '' : req.originalUrl.slice(at + 1), { arrayLimit: 200, depth: 2 });
  return { ...query, variants: Array.isArray(query.variants) ? query.variants.map(readHidden) : query.variants };
}

const page = (d: PreviewPageQuery): RestResponse => ({
  body: d.preview.html,
  contentType: 'text/html; charset=utf-8',
  headers: { 'Content-Security-Policy': PREVIEW_PAGE_CSP, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
});

export const previewRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates/:templateUuid/preview',
    operation: PreviewPageDocument,
    throttle,
    variables: (req) => ({ templateId: String(req.params.templateUuid), variants: previewQuery(req).variants }),
    respond: page,
  }),
  route({
    method: 'get',
    path: '/snaps/preview',
    operation: PreviewPageDocument,
    throttle,
    variables: (req) => {
      const q = previewQuery(req);
      return { templateId: typeof q.template_id === 'string' ? q.template_id : null, variants: q.variants };
    },
    respond: page,
  }),
];
