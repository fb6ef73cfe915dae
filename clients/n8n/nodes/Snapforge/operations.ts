import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { apiRequest } from './api-request';

const SETTLED = ['completed', 'failed', 'canceled'];

/** A parameter holding JSON (variants, batch items): n8n gives it parsed or as text, depending on the UI. */
function jsonParameter(ctx: IExecuteFunctions, name: string, i: number): unknown {
  const value = ctx.getNodeParameter(name, i);
  return typeof value === 'string' ? JSON.parse(value || 'null') : value;
}

/** Render: POST /api/v1/snaps, synchronous; the snap with its media_url. */
export async function render(ctx: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const body: IDataObject = {
    template_id: ctx.getNodeParameter('templateId', i),
    variants: jsonParameter(ctx, 'variants', i) as IDataObject[],
    format: ctx.getNodeParameter('format', i),
  };
  const snap = await apiRequest(ctx, 'POST', '/api/v1/snaps', body);
  return Array.isArray(snap) ? snap : [snap];
}

/** Batch: POST /api/v1/snaps/batches; with "Wait for Completion", polls the batch until it has settled. */
export async function batch(ctx: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const started = await apiRequest(ctx, 'POST', '/api/v1/snaps/batches', {
    template_id: ctx.getNodeParameter('templateId', i),
    items: jsonParameter(ctx, 'items', i) as IDataObject[],
  });
  if (!ctx.getNodeParameter('waitForCompletion', i)) return [started];
  const everyMs = (ctx.getNodeParameter('pollSeconds', i) as number) * 1000;
  for (;;) {
    const status = await apiRequest(ctx, 'GET', `/api/v1/snaps/batches/${encodeURIComponent(started.uuid)}`);
    if (SETTLED.includes(status.status)) return [status];
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** List Templates: GET /api/v1/templates, a page of 25 (from "Cursor"); an item per template. */
export async function listTemplates(ctx: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const cursor = ctx.getNodeParameter('cursor', i) as string;
  const page = await apiRequest(ctx, 'GET', '/api/v1/templates', undefined, cursor ? { cursor } : undefined);
  return page.data;
}

/** Get Snap: GET /api/v1/snaps/{id}. */
export async function getSnap(ctx: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const id = ctx.getNodeParameter('snapId', i) as string;
  return [await apiRequest(ctx, 'GET', `/api/v1/snaps/${encodeURIComponent(id)}`)];
}
