import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { execute, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { buildContext } from './context.js';
import type { Context } from '../graphql/context.js';
import { authorizationError, toCodedError } from '../graphql/errors.js';
import { scopesOf } from '../graphql/scopes.js';
import type { Services } from '../graphql/services.js';
import { restError } from '../../rest-adapter/error-mapping.js';
import { multipartBody } from '../../rest-adapter/multipart-body.js';
import { rateLimit } from '../ops/rate-limit.js';
import { rejectUnsafeInput } from '../../rest-adapter/input-hygiene.js';
import type { RestRoute } from '../../rest-adapter/route.js';
import type { DocumentedRoute } from '../../rest-adapter/openapi/route-doc.js';
import { OPENAPI_PATH, printedOpenApi } from '../../rest-adapter/openapi/rest-api-document.js';
import { CSRF_HEADER, sessionCookie } from '../studio/session-cookie.js';
import { publicErrors } from '../validation/field-table.js';
import { ValidationError } from '../errors/validation-error.js';

/** The operation's variables; a body refused at the edge rejects with its ValidationError. */
const variablesOf = async (r: RestRoute, req: Request) => (await r.variables?.(req)) ?? {};

/** A failure as GraphQL reports it, so that both kinds of route map their errors alike (toCodedError). */
const failed = (e: unknown): ExecutionResult => {
  if (e instanceof GraphQLError) return { errors: [e] };
  const error = e instanceof Error ? e : new Error(String(e));
  return { errors: [new GraphQLError(error.message, { originalError: error })] };
};

/** Runs the route's GraphQL operation, or its command after the scope check its GraphQL field makes. */
async function run(schema: GraphQLSchema, r: RestRoute, req: Request, contextValue: Context): Promise<ExecutionResult> {
  if (r.command) {
    if (!scopesOf(contextValue.auth)[r.command.scope])
      return failed(authorizationError(contextValue.auth, contextValue.authRefusal));
    return r.command.run(contextValue, req).then((data) => ({ data: data as Record<string, unknown> }), failed);
  }
  return variablesOf(r, req).then(
    (variableValues) => execute({ schema, document: r.operation, variableValues, contextValue }),
    (e): ExecutionResult => {
      if (!(e instanceof ValidationError)) throw e;
      return failed(e);
    },
  );
}

/** Runs the route for this request and writes the REST response. */
async function handle(services: Services, schema: GraphQLSchema, r: RestRoute, req: Request, res: Response) {
  // The Studio's session counts here as on /graphql (with its CSRF header): it downloads batch archives.
  const session = req.get(CSRF_HEADER) === '1' ? sessionCookie(req.headers.cookie) : undefined;
  const contextValue = await buildContext(services, req.headers.authorization, undefined, session);
  const result = await run(schema, r, req, contextValue);
  if (result.errors?.length) {
    const error = toCodedError(result.errors[0]);
    const { status, body } = restError(error);
    if (r.fields && body.errors) body.errors = publicErrors(r.fields, body.errors as Record<string, string[]>);
    if (status === 500)
      services.logger.error(
        { err: result.errors[0].originalError ?? result.errors[0], requestId: res.locals.requestId },
        'request failed',
      );
    const page = r.errorPage?.(body as { message: string }, req);
    return page ? res.status(status).type('html').send(page) : res.status(status).json(body);
  }
  const out = r.respond(result.data as never, req, {
    apiUrl: services.config.PUBLIC_URL + req.baseUrl,
    readFile: (url) => readStoredFile(services, url),
  });
  for (const [k, v] of Object.entries(out.headers ?? {})) res.setHeader(k, v);
  res.status(out.status ?? 200);
  if (out.body instanceof Readable) {
    // The status is sent with the first bytes: a failure after them can only cut the download short.
    res.type(out.contentType ?? 'application/octet-stream');
    await pipeline(out.body, res).catch((err: NodeJS.ErrnoException) => {
      // A client that leaves mid-download is no failure of ours.
      if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        services.logger.error({ err, requestId: res.locals.requestId }, 'streamed response failed');
    });
  } else if (out.contentType) res.type(out.contentType).send(out.body);
  else res.json(out.body);
}

async function readStoredFile({ storage }: Services, url: string): Promise<Buffer | null> {
  const key = storage.keyOf(url);
  return key === null ? null : storage.read(key);
}

const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err?.type === 'entity.parse.failed')
    return res.status(400).json({ message: 'The request body is not valid JSON.' });
  if (err?.type === 'entity.too.large') return res.status(413).json({ message: 'The request body is too large.' });
  next(err);
};

export function createRestRouter(
  services: Services,
  schema: GraphQLSchema,
  routes: RestRoute[],
  outside: DocumentedRoute[],
) {
  const { budgets, config } = services;
  const router = express.Router();
  // The document of these routes, open to anyone: written once, on first request.
  let document: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) =>
    res.type('json').send((document ??= printedOpenApi(schema, routes, outside))),
  );
  router.use(express.json({ limit: '2mb' }), bodyErrors);
  // Literal paths before parameters, so /templates/sizes is never taken for a template uuid.
  const byParams = [...routes].sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  const budget = (r: RestRoute) =>
    r.throttle
      ? budgets(r.throttle.name, r.throttle.perMinute(config))
      : budgets(`${r.method} ${r.path}`, config.RATE_LIMIT_PER_MINUTE);
  for (const r of byParams) {
    const handlers: (RequestHandler | ErrorRequestHandler)[] = r.rateLimited === false ? [] : [rateLimit(budget(r))];
    // What an HTML form posts: urlencoded or multipart. Urlencoded names stay flat (`layers[0][text]`):
    // qs would turn digit keys into array indices and renumber them.
    if (r.multipart)
      handlers.push(express.urlencoded({ extended: false, limit: '2mb' }), bodyErrors, multipartBody(r.multipart));
    handlers.push(rejectUnsafeInput);
    const run: RequestHandler = (req, res, next) => handle(services, schema, r, req, res).catch(next);
    router[r.method](r.path, ...handlers, run);
  }
  router.use((_req, res) => res.status(404).json({ message: 'Not found.' }));
  const serverError: ErrorRequestHandler = (err, _req, res, _next) => {
    services.logger.error({ err, requestId: res.locals.requestId }, 'request failed');
    res.status(500).json({ message: 'Server Error' });
  };
  router.use(serverError);
  return router;
}
