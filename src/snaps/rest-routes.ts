import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import { SnapDocument, SnapsDocument } from '../../rest-adapter/generated/operations.js';
import { variant } from '../templates/rest-shapes.js';
import { pdfFileFields, snap, snapSummary } from './rest-shapes.js';
import {
  documentTitle,
  motionOptionFields,
  pdfOptionFields,
  renderOptionFields,
} from '../render-requests/rest-shapes.js';
import { anyOf, arrayOf, json, nullable, object, requestBody, text } from '../../rest-adapter/openapi/shapes.js';
import { commandRoute, route, type RestRoute } from '../../rest-adapter/route.js';
import { callerOf } from '../accounts/caller.js';
import { snapCommandOf } from './snap-command.js';
import { SNAP_SUMMARY, snapData, snapFields, snapResource } from './snap-resource.js';
import { fromPublic } from '../validation/field-table.js';

const SNAPS_PER_PAGE = 15;

/** `pagination` items per page: 1 to 100; anything else means the default. */
function perPage(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 100) : SNAPS_PER_PAGE;
}

const REPLAY = {
  'X-Idempotent-Replay': {
    description: "`true` when an `idempotency_key` returned the first request's snap: nothing was rendered or charged.",
    optional: true,
  },
};
/** One snap, or one per template of a collection. */
const created = anyOf(snap, arrayOf(snap));
const cursor = text('A cursor from `metadata.next_page_cursor` or `previous_page_cursor`.');

export const snapRoutes: RestRoute[] = [
  commandRoute({
    method: 'post',
    path: '/snaps',
    fields: snapFields,
    command: {
      scope: 'api',
      run: async (ctx, req) => {
        const { snaps, replayed } = await ctx.services.snaps.create(
          callerOf(ctx.auth!),
          snapCommandOf(fromPublic(snapFields, req.body)),
        );
        return { snaps: snaps.map((s) => snapData(s, ctx.services.storage)), replayed };
      },
    },
    doc: {
      operationId: 'createSnap',
      summary: 'Render a snap',
      description:
        'Renders the published design of `template_id` (or one snap per template of `collection_id`), synchronously unless `async` is true. ' +
        'With `type: pdf`, `pages` (1 to 100 `{template_id, variants}`) or `merge: true` with `collection_id` render one multi-page PDF: one snap, 1 credit per page. ' +
        'A PDF takes `title` and `lang`, `pdf_standard` (`PDF/A-2b`, `PDF/A-3b`), `pdf_protection` (AES-256 passwords and permissions), `attachments` (embedded files), and for print templates `bleed` (mm) and `crop_marks`. ' +
        'A synchronous render charges 1 credit per template (or page); an asynchronous one, when it completes, then posts the snap to `webhook_url`.',
      tag: 'Snaps',
      body: requestBody(
        'CreateSnapInput',
        snapFields,
        {
          ...renderOptionFields,
          ...pdfOptionFields,
          ...pdfFileFields,
          ...motionOptionFields,
          title: documentTitle,
          variants: arrayOf(variant),
        },
        {
          template_id: '0b6b1a6e-8e0b-4f5c-9a57-1f2d3c4b5a69',
          format: 'png',
          variants: [{ layer: 'title', text: 'Hello' }],
        },
      ),
      responses: {
        201: {
          description: 'Rendered: the snap with its `media_url` (an array of snaps for a collection, unless `merge`).',
          body: created,
          headers: REPLAY,
        },
        202: {
          description:
            'Queued (`async: true`): the snap with status `pending` (an array for a collection, unless `merge`).',
          body: created,
          headers: REPLAY,
        },
      },
      errors: [404, 409, 417, 503],
    },
    respond: ({ snaps, replayed }, req) => ({
      status: snaps[0]?.isAsync ? 202 : 201,
      body:
        req.body?.collection_id != null && req.body?.merge !== true
          ? snaps.map((s) => snapResource(s))
          : snapResource(snaps[0]),
      headers: replayed ? { 'X-Idempotent-Replay': 'true' } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/snaps',
    operation: SnapsDocument,
    variables: (req) => pageArgs(req.query.cursor, perPage(req.query.pagination)),
    doc: {
      summary: 'List snaps',
      tag: 'Snaps',
      query: {
        cursor: { description: 'A cursor from `metadata`: the next or the previous page.' },
        pagination: {
          description: `Snaps per page, 1 to 100 (default ${SNAPS_PER_PAGE}).`,
          schema: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
      responses: {
        200: {
          description: 'A page of snaps, newest first.',
          body: object({
            items: arrayOf(snapSummary),
            metadata: object({
              items_per_page: json({ type: 'integer' }),
              next_page_cursor: nullable(cursor),
              previous_page_cursor: nullable(cursor),
            }),
          }),
        },
      },
    },
    respond: (d, req) => {
      const meta = cursorMeta(req.query.cursor, d.snaps.pageInfo);
      return {
        body: {
          items: d.snaps.edges.map((e) => snapResource(e.node, SNAP_SUMMARY)),
          metadata: {
            items_per_page: perPage(req.query.pagination),
            next_page_cursor: meta.next_cursor,
            previous_page_cursor: meta.previous_cursor,
          },
        },
      };
    },
  }),
  route({
    method: 'get',
    path: '/snaps/:id',
    operation: SnapDocument,
    variables: (req) => ({ id: String(req.params.id) }),
    doc: {
      summary: 'Read a snap',
      tag: 'Snaps',
      params: { id: { description: 'The snap id (a UUID).' } },
      responses: { 200: { description: 'The snap.', body: snapSummary } },
    },
    respond: (d) => ({ body: snapResource(d.snap, SNAP_SUMMARY) }),
  }),
];
