import type { RequestHandler } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga } from 'graphql-yoga';
import { createFetch } from '@whatwg-node/fetch';
import { MAX_UPLOAD_BYTES } from '../media/image-upload.js';
import { WebSocketServer } from 'ws';
import type { Services } from '../services.js';
import { buildContext } from './context.js';
import { coded, toCodedError } from './errors.js';
import { rateLimit, TOO_MANY_ATTEMPTS } from '../ops/rate-limit.js';
import { schema } from './schema.js';
import { httpSessionToken, wsSessionToken } from '../studio/session-cookie.js';

export const GRAPHQL_PATH = '/graphql';

type ConnectionParams = Record<string, unknown> | undefined;

export function createGraphQL(services: Services) {
  return createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    logging: false,
    landingPage: false,
    graphiql: { title: 'Snapforge GraphQL', subscriptionsProtocol: 'WS' },
    // The bundled GraphiQL: a self-hosted service must not need a CDN to show its own console.
    renderGraphiQL,
    maskedErrors: { maskError: (error) => toCodedError(error as GraphQLError) },
    // Uploads over GraphQL (media, form files) get the limits of their REST endpoints' multipart bodies.
    fetchAPI: createFetch({ formDataLimits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fieldSize: 2 * 1024 * 1024 } }),
    // HTTP and SSE carry the token in the Authorization header; graphql-ws in connectionParams.
    // Without one, the Studio's session cookie, behind its CSRF guard (src/studio/session-cookie.ts).
    context: ({ request, connectionParams, req }: { request?: Request; connectionParams?: ConnectionParams; req?: IncomingMessage }) => {
      const fromWs = connectionParams?.Authorization ?? connectionParams?.authorization;
      if (request) return buildContext(services, request.headers.get('authorization'), httpSessionToken(request.headers));
      // graphql-ws: Yoga gets the upgrade request (`req`) and no Fetch request.
      return buildContext(services, typeof fromWs === 'string' ? fromWs : null, req && wsSessionToken(req.headers, services.config));
    },
  });
}

/**
 * Every operation sent over HTTP or SSE counts against one budget per IP address (GraphiQL's page
 * does not); over it, 429 with a GraphQL error body and the REST limit's headers. graphql-ws
 * connections are not counted per message.
 */
export function graphqlRateLimit(limiter: RateLimiterAbstract): RequestHandler {
  const limit = rateLimit(limiter, 'graphql', { errors: [coded('RATE_LIMITED', TOO_MANY_ATTEMPTS).toJSON()] });
  return (req, res, next) => (req.method === 'GET' && req.query.query === undefined ? next() : limit(req, res, next));
}

/** graphql-ws (subprotocol graphql-transport-ws) on the same server and path, executed through Yoga's envelope. */
export function attachGraphQLWebSocket(server: Server, yoga: ReturnType<typeof createGraphQL>) {
  const wss = new WebSocketServer({ server, path: GRAPHQL_PATH });
  const disposable = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wss,
  );
  return { close: async () => { await disposable.dispose(); wss.close(); } };
}
