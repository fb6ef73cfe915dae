import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { apiRequest, downloadFile } from './api-request';

const SETTLED = ['completed', 'failed', 'canceled'];

/** A parameter holding JSON (variants, batch items): n8n gives it parsed or as text, depending on the UI. */
function jsonParameter(ctx: IExecuteFunctions, name: string, i: number): unknown {
  const value = ctx.getNodeParameter(name, i);
  return typeof value === 'string' ? JSON.parse(value || 'null') : value;
}

/** Render: POST /api/v1/snaps, synchronous; the snap with its media_url, and with "Download" its file as binary. */
export async function render(ctx: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const body: IDataObject = {
    template_id: ctx.getNodeParameter('templateId', i),
    variants: jsonParameter(ctx, 'variants', i) as IDataObject[],
    format: ctx.getNodeParameter('format', i),
  };
  const answer = await apiRequest(ctx, 'POST', '/api/v1/snaps', body);
  const snaps: IDataObject[] = Array.isArray(answer) ? answer : [answer];
  if (!ctx.getNodeParameter('download', i, false)) return snaps.map((json) => ({ json }));
  return Promise.all(
    snaps.map(async (json) => {
      const file = await downloadFile(ctx, json.media_url as string);
      const name = (json.media_url as string).split('/').at(-1);
      return { json, binary: { data: await ctx.helpers.prepareBinaryData(file.data, name, file.contentType) } };
    }),
  );
}

/** Batch: POST /api/v1/snaps/batches; with "Wait for Completion", polls the batch until it has settled. */
export async function batch(ctx: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const started = await apiRequest(ctx, 'POST', '/api/v1/snaps/batches', {
    template_id: ctx.getNodeParameter('templateId', i),
    items: jsonParameter(ctx, 'items', i) as IDataObject[],
  });
  if (!ctx.getNodeParameter('waitForCompletion', i)) return [{ json: started }];
  const everyMs = (ctx.getNodeParameter('pollSeconds', i) as number) * 1000;
  for (;;) {
    const status = await apiRequest(ctx, 'GET', `/api/v1/snaps/batches/${encodeURIComponent(started.uuid)}`);
    if (SETTLED.includes(status.status)) return [{ json: status }];
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** List Templates: GET /api/v1/templates, a page of 25 (from "Cursor"); an item per template. */
export async function listTemplates(ctx: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const cursor = ctx.getNodeParameter('cursor', i) as string;
  const page = await apiRequest(ctx, 'GET', '/api/v1/templates', undefined, cursor ? { cursor } : undefined);
  return page.data.map((json: IDataObject) => ({ json }));
}

/** Get Snap: GET /api/v1/snaps/{id}. */
export async function getSnap(ctx: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
  const id = ctx.getNodeParameter('snapId', i) as string;
  return [{ json: await apiRequest(ctx, 'GET', `/api/v1/snaps/${encodeURIComponent(id)}`) }];
}
