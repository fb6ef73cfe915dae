import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, IHttpRequestOptions } from 'n8n-workflow';

/** A refusal of the API: its status and its message (422s also carry the field errors). */
export class SnapforgeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(`Snapforge refused the request (${status}): ${message}`);
  }
}

/**
 * One call of Snapforge's REST API with the node's credentials. Status errors are not thrown by n8n but read
 * here, so the node reports the API's own message rather than a generic "Request failed with status code 422".
 */
export async function apiRequest(
  ctx: IExecuteFunctions,
  method: IHttpRequestMethods,
  path: string,
  body?: IDataObject,
  qs?: IDataObject,
): Promise<any> {
  return (await send(ctx, { method, path, body, qs, json: true })).body;
}

/** A stored file (a snap's media_url), read from the credential's server: its bytes and content type. */
export async function downloadFile(ctx: IExecuteFunctions, mediaUrl: string) {
  const response = await send(ctx, { method: 'GET', path: new URL(mediaUrl).pathname, encoding: 'arraybuffer' });
  return { data: Buffer.from(response.body), contentType: String(response.headers['content-type'] ?? '') };
}

async function send(ctx: IExecuteFunctions, request: Omit<IHttpRequestOptions, 'url'> & { path: string }) {
  const { url } = await ctx.getCredentials<{ url: string }>('snapforgeApi');
  const { path, ...options } = request;
  const response = await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'snapforgeApi', {
    ...options,
    url: `${url.replace(/\/+$/, '')}${path}`,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 400) {
    const answer = (typeof response.body === 'object' && !Buffer.isBuffer(response.body) && response.body) || {};
    throw new SnapforgeApiError(response.statusCode, answer.message ?? `HTTP ${response.statusCode}`, answer.errors);
  }
  return response;
}
