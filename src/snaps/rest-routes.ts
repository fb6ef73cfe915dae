import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import { CreateSnapDocument, SnapDocument, SnapsDocument } from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { typedSnapCommand } from './snap-command.js';
import { SNAP_SUMMARY, snapFields, snapResource } from './snap-resource.js';
import { fromPublic } from '../validation/field-table.js';

const SNAPS_PER_PAGE = 15;

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
    fields: snapFields,
    variables: async (req) => ({ input: await typedSnapCommand(fromPublic(snapFields, req.body)) }),
    respond: ({ createSnap: { snaps, replayed } }, req) => ({
      status: snaps[0]?.isAsync ? 202 : 201,
      body: req.body?.collection_id != null && req.body?.merge !== true ? snaps.map((s) => snapResource(s)) : snapResource(snaps[0]),
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
          items: d.snaps.edges.map((e) => snapResource(e.node, SNAP_SUMMARY)),
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
    respond: (d) => ({ body: snapResource(d.snap, SNAP_SUMMARY) }),
  }),
];
