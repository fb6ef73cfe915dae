import { BatchDocument, CancelBatchDocument, CreateBatchDocument } from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { typedBatchCommand } from './batch-command.js';
import { batchFields, batchResource } from './batch-resource.js';
import { fromPublic } from '../validation/field-table.js';

export const batchRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/snaps/batches',
    operation: CreateBatchDocument,
    fields: batchFields,
    variables: async (req) => ({ input: await typedBatchCommand(fromPublic(batchFields, req.body)) }),
    // The spec shows `items` only on read and cancel.
    respond: ({ createBatch }) => ({
      status: 202,
      body: batchResource(createBatch.batch),
      headers: createBatch.replayed ? { 'X-Idempotent-Replay': 'true' } : undefined,
    }),
  }),
  route({
    method: 'get',
    path: '/snaps/batches/:batchUuid',
    operation: BatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    respond: (d) => ({ body: batchResource(d.batch) }),
  }),
  route({
    method: 'post',
    path: '/snaps/batches/:batchUuid/cancel',
    operation: CancelBatchDocument,
    variables: (req) => ({ uuid: String(req.params.batchUuid) }),
    respond: (d) => ({ body: batchResource(d.cancelBatch) }),
  }),
];
