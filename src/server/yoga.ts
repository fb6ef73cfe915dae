import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { createFetch } from '@whatwg-node/fetch';
import { MAX_UPLOAD_BYTES } from '../media/image-upload.js';
import { WebSocketServer } from 'ws';
import type { Services } from '../graphql/services.js';
import { buildContext } from './context.js';
import { coded, toCodedError } from '../graphql/errors.js';
import type { ErrorCode } from '../errors/error-table.js';
import { OpenPerAddress } from '../ops/connection-cap.js';
import { rateLimit, TOO_MANY_ATTEMPTS, type Budget } from '../ops/rate-limit.js';
import { armorPlugins } from '../graphql/limits/armor.js';
import { spendOrRefuse } from '../graphql/limits/field-budget.js';
import { operationGuard } from '../graphql/limits/operation-guard.js';
import { subscriptionCap } from '../graphql/limits/subscription-cap.js';
import type { SubscriptionAccess } from '../graphql/subscription-access.js';
import { schema } from './schema.js';
import { httpSessionToken, wsSessionToken } from '../studio/session-cookie.js';
import { callerIp } from '../ops/forwarded-caller.js';

export const GRAPHQL_PATH = '/graphql';

type ConnectionParams = Record<string, unknown> | undefined;

/**
 * Express's `req.ip` on HTTP (or the client a call of this process to itself names: MCP's tools); the socket's
 * address for graphql-ws (the same value without a trusted proxy).
 */
const clientIp = (req?: IncomingMessage & { ip?: string }) => (req ? callerIp(req) : undefined);

/** The one per-IP budget of /graphql: HTTP, SSE and every graphql-ws operation spend from it. */
export const graphqlBudget = (services: Services) =>
  services.budgets('graphql', services.config.GRAPHQL_RATE_LIMIT_PER_MINUTE);

export function createGraphQL(services: Services, subscriptions: SubscriptionAccess) {
  return createYoga<{ req?: IncomingMessage & { ip?: string } }>({
    schema,
    // CORS is the app's (src/ops/cors.ts, CORS_ORIGINS): Yoga's default echoes any origin.
    cors: false,
    plugins: [
      ...armorPlugins(),
      operationGuard(services.config),
      subscriptionCap(services.config.GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP),
      subscriptions.plugin,
    ],
    graphqlEndpoint: GRAPHQL_PATH,
    logging: false,
    landingPage: false,
    graphiql: { title: 'Snapforge GraphQL', subscriptionsProtocol: 'WS' },
    // The bundled GraphiQL: a self-hosted service must not need a CDN to show its own console.
    // Loaded on the first visit: its bundle is ~30 MB of strings in the heap of a server that may never show it.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    maskedErrors: { maskError: (error) => toCodedError(error as GraphQLError) },
    // Uploads over GraphQL (media, form files) get the limits of their REST endpoints' multipart bodies.
    // The spec's two fields (operations, map) and the files: more parts would only be held in memory.
    fetchAPI: createFetch({
      formDataLimits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 2, parts: 12, fieldSize: 2 * 1024 * 1024 },
    }),
    // HTTP and SSE carry the token in the Authorization header; graphql-ws in connectionParams.
    // Without one, the Studio's session cookie, behind its CSRF guard (src/studio/session-cookie.ts).
    context: ({
      request,
      connectionParams,
      req,
    }: {
      request?: Request;
      connectionParams?: ConnectionParams;
      req?: IncomingMessage;
    }) => {
      if (request)
        return buildContext(
          services,
          request.headers.get('authorization'),
          clientIp(req),
          httpSessionToken(request.headers),
        );
      // graphql-ws: Yoga gets the upgrade request (`req`) and no Fetch request.
      return wsContext(services, connectionParams, req);
    },
  });
}

/** A graphql-ws caller: the token in connectionParams, else the session cookie of the upgrade request. */
function wsContext(services: Services, connectionParams: ConnectionParams, req?: IncomingMessage) {
  const fromWs = connectionParams?.Authorization ?? connectionParams?.authorization;
  return buildContext(
    services,
    typeof fromWs === 'string' ? fromWs : null,
    clientIp(req),
    req && wsSessionToken(req.headers, services.config),
  );
}

/** Operations, variables and all: larger JSON bodies (and graphql-ws frames) are refused (413) before they are parsed. */
const GRAPHQL_MAX_BODY_MB = 4;
/** graphql-ws's own default, said here: how long a new socket has to send its connection_init. */
const WS_INIT_TIMEOUT_MS = 3_000;

const REFUSAL_CODES: Partial<Record<number, ErrorCode>> = { 429: 'RATE_LIMITED', 503: 'SERVICE_UNAVAILABLE' };

/** A request /graphql refuses before it is read, in GraphQL's error shape. */
export const graphqlRefusal = (status: number, message: string) => ({
  errors: [coded(REFUSAL_CODES[status] ?? 'BAD_USER_INPUT', message).toJSON()],
});

const bodyError = (status: number, message: string) => ({ status, body: graphqlRefusal(status, message) });

/**
 * Parses /graphql's JSON bodies here, where a size limit applies (Yoga reads the parsed body);
 * multipart uploads pass on to Yoga, which applies the upload limits.
 */
export const graphqlBody: (RequestHandler | ErrorRequestHandler)[] = [
  express.json({ limit: `${GRAPHQL_MAX_BODY_MB}mb` }),
  ((err, _req, res, next) => {
    const refused =
      err?.type === 'entity.too.large'
        ? bodyError(413, `The request body is larger than ${GRAPHQL_MAX_BODY_MB} MB.`)
        : err?.type === 'entity.parse.failed'
          ? bodyError(400, 'The request body is not valid JSON.')
          : null;
    if (!refused) return next(err);
    res.status(refused.status).json(refused.body);
  }) as ErrorRequestHandler,
];

/**
 * Every operation sent over HTTP or SSE counts against the GraphQL budget (GraphiQL's page does
 * not); over it, 429 with a GraphQL error body and the REST limit's headers.
 */
export function graphqlRateLimit(budget: Budget): RequestHandler {
  const limit = rateLimit(budget, { errors: [coded('RATE_LIMITED', TOO_MANY_ATTEMPTS).toJSON()] });
  return (req, res, next) => (req.method === 'GET' && req.query.query === undefined ? next() : limit(req, res, next));
}

const turns = new WeakMap<object, Promise<unknown>>();
/**
 * `work` in a turn of the event loop of its own, once `queue`'s earlier work is done. A burst (ws
 * hands over every frame of one at once, and an operation's checks await only microtasks) then lets
 * other requests, /healthz among them, in between instead of holding the thread until it is spent.
 */
function inTurn<T>(queue: object, work: () => Promise<T>): Promise<T> {
  const next = (turns.get(queue) ?? Promise.resolve()).then(() => nextTurn()).then(work);
  turns.set(
    queue,
    next.catch(() => {}),
  );
  return next;
}

const SSE_STARTS = {};
/**
 * Subscriptions over SSE start one per turn of the event loop, whoever sends them (each request's
 * start is a few milliseconds of the thread: 300 at once held /healthz for seconds, issue 39).
 */
export const sseStartsInTurn: RequestHandler = (req, _res, next) => {
  if (!req.headers.accept?.includes('text/event-stream')) return next();
  void inTurn(SSE_STARTS, async () => next());
};

/**
 * graphql-ws (subprotocol graphql-transport-ws) on the same server and path, executed through
 * Yoga's envelope (so with the same limits); each operation on a socket spends from the GraphQL budget.
 * A frame is at most an HTTP JSON body; an address holds at most GRAPHQL_MAX_SOCKETS_PER_IP sockets,
 * and a socket whose connection_init does not authenticate (or that sends none within 3 s) is closed.
 */
export function attachGraphQLWebSocket(server: Server, yoga: ReturnType<typeof createGraphQL>, services: Services) {
  const budget = graphqlBudget(services);
  const sockets = new OpenPerAddress(services.config.GRAPHQL_MAX_SOCKETS_PER_IP);
  const wss = new WebSocketServer({
    server,
    path: GRAPHQL_PATH,
    maxPayload: GRAPHQL_MAX_BODY_MB * 1024 * 1024,
    verifyClient: ({ req }, accept) => {
      const ip = clientIp(req) ?? '';
      if (!sockets.take(ip)) return accept(false, 429, TOO_MANY_ATTEMPTS);
      req.socket.once('close', () => sockets.give(ip));
      accept(true);
    },
  });
  const disposable = useServer(
    {
      connectionInitWaitTimeout: WS_INIT_TIMEOUT_MS,
      // An anonymous socket may do nothing: it is closed (4403) rather than kept open for operations that will all be refused.
      onConnect: async (ctx) => (await wsContext(services, ctx.connectionParams, ctx.extra.request)).auth !== null,
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      // A socket's operations one per turn of the event loop, each once the one before it is checked.
      onSubscribe: (ctx, _id, params) =>
        inTurn(ctx.extra.socket, async () => {
          try {
            // The budget first, so that a flood of operations over it costs next to nothing.
            await spendOrRefuse(budget, clientIp(ctx.extra.request) ?? '');
            const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
              ...ctx,
              req: ctx.extra.request,
              socket: ctx.extra.socket,
              params,
            });
            const document = parse(params.query);
            // graphql-armor throws its refusals from validate rather than returning them.
            const errors = validate(schema, document);
            if (errors.length) return errors;
            return {
              schema,
              operationName: params.operationName,
              document,
              variableValues: params.variables,
              contextValue: await contextFactory(),
              rootValue: { execute, subscribe },
            };
          } catch (e) {
            // Over the budget, a syntax error, a document over a limit: an error for this operation; the socket stays.
            if (e instanceof GraphQLError) return [e];
            throw e;
          }
        }),
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      wss.close();
    },
  };
}
