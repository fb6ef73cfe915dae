import type { Server } from 'node:http';
import type { GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Services } from '../services.js';
import { buildContext } from './context.js';
import { toCodedError } from './errors.js';
import { schema } from './schema.js';

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
    // HTTP and SSE carry the token in the Authorization header; graphql-ws in connectionParams.
    context: ({ request, connectionParams }: { request?: Request; connectionParams?: ConnectionParams }) => {
      const fromWs = connectionParams?.Authorization ?? connectionParams?.authorization;
      return buildContext(services, typeof fromWs === 'string' ? fromWs : request?.headers.get('authorization'));
    },
  });
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
