import type { GraphQLSchema } from 'graphql';
import { REST_PATH } from '../rest-path.js';
import { TAGS, type DocumentedRoute, type HeaderDoc, type RouteDoc } from './route-doc.js';
import { object, text, type JsonSchema, type ShapeContext } from './shapes.js';

/** Every error status the API answers, what it means and a message it carries (docs/api.md "Errors"). */
const ERRORS: Record<number, [description: string, example: string]> = {
  400: ['The body is not valid JSON (or not valid multipart/form-data).', 'The request body is not valid JSON.'],
  411: ['A multipart body sent without a Content-Length.', 'A multipart request body needs a Content-Length header.'],
  401: ['No token, or an unknown or revoked one.', 'Unauthenticated.'],
  403: [
    'The token lacks `api_requests`, or the role policy refuses the action (or the signature is wrong, for signed URLs).',
    'Invalid ability provided.',
  ],
  404: ['Unknown id, or one of another account.', 'Not found.'],
  409: [
    'A conflict: the idempotency key is in use by another kind of request, or in progress.',
    'This idempotency key was used for a single snap: use a new key for a batch.',
  ],
  410: ['The signed URL is past its `expires`.', 'This URL has expired.'],
  413: ['The body is too large.', 'The request body is too large.'],
  417: ['The account has no credits left.', 'You have reached your snap quota.'],
  422: [
    'Invalid input: `errors` names each invalid field by its request name, nested fields dotted.',
    'The given data was invalid.',
  ],
  429: ['Too many requests (or too many request bodies in flight from this address).', 'Too Many Attempts.'],
  500: ['A fault of the server: details only in its log, under the request id.', 'Server Error'],
  503: [
    'A part the request needs is missing or busy (Chromium for screenshots, every capture slot), or the server is receiving too many bodies at once.',
    'The service is unavailable.',
  ],
};

const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });
const HEADERS = {
  RequestUuid: {
    ...header('Identifies the request for support; the same id is in the server log.', {
      type: 'string',
      format: 'uuid',
    }),
    required: true,
  },
  RateLimitLimit: header('Requests allowed per minute on this endpoint from this address.', { type: 'integer' }),
  RateLimitRemaining: header('Requests left in the current minute.', { type: 'integer' }),
  RetryAfter: header('Seconds to wait before retrying.', { type: 'integer' }),
  RateLimitReset: header('When the budget refills, as a Unix time in seconds.', { type: 'integer' }),
};
const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

const COMPONENT_SCHEMAS = {
  Error: object({ message: text('What went wrong, for a person.') }),
  ValidationError: object({
    message: text('The first error, then `(and N more errors)` when there are more.'),
    errors: () => ({
      type: 'object',
      description: 'Messages by field path (`items`, `layers.0.font_size`).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    }),
  }),
};

/** Express's `/templates/:templateUuid` as OpenAPI's `/api/v1/templates/{templateUuid}`. */
const openApiPath = (path: string) => REST_PATH + path.replace(/:(\w+)/g, '{$1}');

/**
 * What the server-wide body budget (src/ops/body-budget.ts) refuses before a request reaches the API's
 * router: such an answer carries no request id.
 */
const BODY_REFUSALS = [411, 413, 429, 503];
const earlyRequestUuid = {
  ...HEADERS.RequestUuid,
  required: false,
  description: `${HEADERS.RequestUuid.description} Absent when the server refuses the body before the API reads it (its size, or bodies in flight).`,
};

function errorResponse(status: number, limited: boolean, opts: { html?: boolean; body: boolean }) {
  const [description, message] = ERRORS[status] ?? [`Status ${status}.`, ''];
  const early = opts.body && BODY_REFUSALS.includes(status);
  const schema = status === 422 ? 'ValidationError' : 'Error';
  const example =
    status === 422
      ? {
          message: 'The template id field is required when collection id is not present.',
          errors: { template_id: ['The template id field is required when collection id is not present.'] },
        }
      : { message };
  return {
    description,
    headers: {
      'X-Request-Uuid': early ? earlyRequestUuid : ref('RequestUuid'),
      ...(limited && rateHeaders(status)),
      ...((status === 429 || status === 503) && { 'Retry-After': ref('RetryAfter') }),
    },
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${schema}` }, example },
      ...(opts.html && { 'text/html': { schema: { type: 'string' } } }),
    },
  };
}

function rateHeaders(status: number) {
  return {
    'X-RateLimit-Limit': ref('RateLimitLimit'),
    'X-RateLimit-Remaining': ref('RateLimitRemaining'),
    ...(status === 429 && { 'Retry-After': ref('RetryAfter'), 'X-RateLimit-Reset': ref('RateLimitReset') }),
  };
}

/** The statuses a route answers without saying so: its auth, its rate limit, its body's parsing, its path's ids. */
function implicitErrors(r: DocumentedRoute): number[] {
  const out = [500];
  if ((r.doc.auth ?? 'bearer') === 'bearer') out.push(401, 403);
  if (r.rateLimited !== false) out.push(429);
  if (r.doc.body || r.doc.upload) out.push(400, 413, 422, 429, 503);
  if (r.doc.upload || r.multipart) out.push(411);
  if (/[:{]/.test(r.path)) out.push(404);
  return out;
}

function parameters(r: DocumentedRoute, path: string) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const param = (
    where: 'path' | 'query',
    name: string,
    p: RouteDoc['query'] extends Record<string, infer P> | undefined ? P | undefined : never,
  ) => ({
    name,
    in: where,
    required: where === 'path' || (p?.required ?? false),
    ...(p?.description && { description: p.description }),
    schema: p?.schema ?? { type: 'string' },
    ...(p?.example !== undefined && { example: p.example }),
  });
  return [
    ...inPath.map((n) => param('path', n, r.doc.params?.[n])),
    ...Object.entries(r.doc.query ?? {}).map(([n, p]) => param('query', n, p)),
  ];
}

const headerObjects = (headers: Record<string, HeaderDoc> = {}) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, h]) => [
      name,
      { description: h.description, schema: h.schema ?? { type: 'string' }, required: !h.optional },
    ]),
  );

function operation(ctx: ShapeContext, r: DocumentedRoute, path: string) {
  const { doc } = r;
  const limited = r.rateLimited !== false;
  const responses: Record<string, unknown> = {};
  const error = (status: number) => {
    const res = errorResponse(status, limited, { html: doc.htmlErrors, body: !!(doc.body || doc.upload) });
    return { ...res, headers: { ...res.headers, ...headerObjects(doc.headers) } };
  };
  for (const [status, res] of Object.entries(doc.responses)) {
    if (Number(status) >= 400 && !res.body && !res.media) {
      responses[status] = { ...error(Number(status)), description: res.description };
      continue;
    }
    const extra = headerObjects({ ...doc.headers, ...res.headers });
    const media = Object.fromEntries(
      (res.media ?? []).map((m) => [m, { schema: m.startsWith('text/') ? { type: 'string' } : {} }]),
    );
    const content =
      res.body || res.media
        ? { ...(res.body && { 'application/json': { schema: res.body(ctx) } }), ...media }
        : undefined;
    responses[status] = {
      description: res.description,
      headers: { 'X-Request-Uuid': ref('RequestUuid'), ...(limited && rateHeaders(Number(status))), ...extra },
      ...(content && { content }),
    };
  }
  for (const status of [...new Set([...implicitErrors(r), ...(doc.errors ?? [])])].sort())
    responses[status] ??= error(status);
  const body = doc.body ?? doc.upload;
  const media = doc.upload
    ? ['multipart/form-data']
    : r.multipart
      ? ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']
      : ['application/json'];
  return {
    operationId: r.operationId,
    summary: doc.summary,
    ...(doc.description && { description: doc.description }),
    tags: [doc.tag],
    security: (doc.auth ?? 'bearer') === 'bearer' ? [{ bearerAuth: [] }] : [],
    parameters: parameters(r, path),
    ...(body && {
      requestBody: { required: true, content: Object.fromEntries(media.map((m) => [m, { schema: body(ctx) }])) },
    }),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
  };
}

/**
 * The OpenAPI 3.1 document of /api/v1, written from the route table: each route's method and path,
 * its limits, and the shapes its doc names (GraphQL types under the field tables' names, the layer
 * schema), never a copy of them. `npm run openapi:print` writes it to openapi.json.
 */
export function openApiDocument(graphql: GraphQLSchema, routes: DocumentedRoute[], version: string) {
  const ctx: ShapeContext = { graphql, components: {} };
  const componentSchemas = Object.fromEntries(Object.entries(COMPONENT_SCHEMAS).map(([name, s]) => [name, s(ctx)]));
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => (a.path === b.path ? 0 : a.path < b.path ? -1 : 1));
  for (const r of sorted) {
    const path = openApiPath(r.path);
    (paths[path] ??= {})[r.method] = operation(ctx, r, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Snapforge REST API',
      version,
      description:
        'Images and PDFs from templates. Every path needs a bearer token unless it says otherwise. ' +
        'Errors are `{"message"}`; invalid input is 422 `{"message", "errors"}`. The same service has a GraphQL API at `/graphql`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set(sorted.map((r) => r.doc.tag))].sort().map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      schemas: {
        ...componentSchemas,
        ...Object.fromEntries(Object.entries(ctx.components).sort(([a], [b]) => (a < b ? -1 : 1))),
      },
      headers: HEADERS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (`sfp_` + 40 characters) with the `api_requests` ability, issued with `snapforge token create`.',
        },
      },
    },
  };
}
