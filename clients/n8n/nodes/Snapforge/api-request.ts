import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';

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
  const { url } = await ctx.getCredentials<{ url: string }>('snapforgeApi');
  const response = await ctx.helpers.httpRequestWithAuthentication.call(ctx, 'snapforgeApi', {
    method,
    url: `${url.replace(/\/+$/, '')}${path}`,
    body,
    qs,
    json: true,
    returnFullResponse: true,
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 400) {
    const answer = (typeof response.body === 'object' && response.body) || {};
    throw new SnapforgeApiError(response.statusCode, answer.message ?? `HTTP ${response.statusCode}`, answer.errors);
  }
  return response.body;
}
