import express from 'express';
import { createServer, type Server } from 'node:http';
import { DOCS_PATH, referencePage } from '../../rest-adapter/openapi/reference-page.js';
import { OPENAPI_PATH } from '../../rest-adapter/openapi/rest-api-document.js';
import { createRestRouter } from './rest-router.js';
import { REST_PATH } from '../../rest-adapter/rest-path.js';
import { requestId } from '../../rest-adapter/request-id.js';
import { outsideRoutes, routes } from './rest-route-index.js';
import type { Config } from '../config.js';
import { formEmbedding } from '../forms/form-embedding.js';
import { FORMS_PATH } from '../forms/form-service.js';
import { schema } from './schema.js';
import { createRuntime, type Runtime } from './runtime.js';
import { forgetRevokedTokens } from '../accounts/identity-cache.js';
import { SubscriptionAccess } from '../graphql/subscription-access.js';
import {
  attachGraphQLWebSocket,
  createGraphQL,
  GRAPHQL_PATH,
  graphqlBody,
  graphqlBudget,
  graphqlRateLimit,
  graphqlRefusal,
  sseStartsInTurn,
} from './yoga.js';
import { BodyBudget, bodyBudget } from '../ops/body-budget.js';
import { capConnectionsPerAddress } from '../ops/connection-cap.js';
import { anyOriginGet, corsFor } from '../ops/cors.js';
import { portError } from '../ops/port-in-use-error.js';
import { httpMetrics } from '../ops/http-metrics.js';
import { HttpDrain } from '../ops/http-drain.js';
import { opsRoutes } from '../ops/ops-routes.js';
import { h264EncoderName } from '../render/index.js';
import { renderUrlRoute } from '../render-urls/render-url-route.js';
import { RENDER_PATH } from '../render-urls/render-url-signer.js';
import { domainErrors } from '../../rest-adapter/domain-errors.js';
import { requestLog } from '../request-log.js';
import type { Services } from '../graphql/services.js';
import { FILES_PATH } from '../storage/file-addresses.js';
import { thumbnails } from '../storage/thumbnails.js';
import { STUDIO_PATH, studioRouter } from './studio-router.js';
import { embedPage } from '../studio/embed-page.js';
import { EMBED_PATH } from '../embeds/embed-service.js';
import { buildContext } from './context.js';
import { MCP_PATH, mcpEndpoint } from '../mcp/http-transport.js';

export interface App {
  server: Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** Composes Express: /api/v1 (REST adapter), /graphql (Yoga + graphql-ws), /mcp (MCP over Streamable HTTP), /docs (the REST reference), /embed (the embeddable editor), /studio, /files, /healthz, /readyz, /metrics. */
function createHttpApp(runtime: Runtime) {
  const { services } = runtime;
  const app = express();
  app.disable('x-powered-by');
  const subscriptions = new SubscriptionAccess();
  const yoga = createGraphQL(services, subscriptions);
  const drain = new HttpDrain();
  app.use(drain.track);
  app.use(httpMetrics(services.metrics, [GRAPHQL_PATH, FILES_PATH, REST_PATH]));
  app.use(requestLog(services.logger));
  app.use(opsRoutes({ metrics: services.metrics, readiness: runtime.readiness, mp4Encoder: h264EncoderName }));
  const { BODY_BUDGET_PER_IP_MB, BODY_BUDGET_MB } = services.config;
  const bodies = new BodyBudget({ perIpMb: BODY_BUDGET_PER_IP_MB, totalMb: BODY_BUDGET_MB });
  services.metrics.watchBodies(bodies);
  // Before the body budget: its refusals of API requests carry the id too.
  app.use(REST_PATH, requestId);
  app.use(
    bodyBudget(bodies, (req, res, { status, message }) =>
      res.status(status).json(req.path.startsWith(GRAPHQL_PATH) ? graphqlRefusal(status, message) : { message }),
    ),
  );
  app.use(FILES_PATH, thumbnails(runtime.storage), runtime.storage.handler());
  const cors = corsFor(services.config.CORS_ORIGINS);
  // Before the API's CORS: a form's own page and answers follow its owner's list of origins.
  app.use(
    `${REST_PATH}${FORMS_PATH}/:formUuid`,
    formEmbedding({ submitter: services.formSubmitter, publicUrl: services.config.PUBLIC_URL }),
  );
  // Signed render URLs answer bytes to anyone, from any origin: the signature authorizes, no token or cookie is read.
  app.use(`${REST_PATH}${RENDER_PATH}`, anyOriginGet);
  app.get(`${REST_PATH}${RENDER_PATH}/:file`, renderUrlRoute(services.renderUrls), domainErrors(services.logger));
  app.use(REST_PATH, cors, createRestRouter(services, schema, routes, outsideRoutes));
  app.use(
    GRAPHQL_PATH,
    cors,
    graphqlRateLimit(graphqlBudget(services)),
    graphqlBody,
    sseStartsInTurn,
    yoga as unknown as express.RequestHandler,
  );
  // MCP over Streamable HTTP: the API's bearer tokens, the tools calling the API with the caller's own.
  app.use(
    MCP_PATH,
    mcpEndpoint(async (authorization) => (await buildContext(services, authorization)).auth),
  );
  // The embeddable editor: the Studio's app under its token's frame-ancestors (src/studio/embed-page.ts).
  app.use(
    EMBED_PATH,
    embedPage((uuid, token) => services.embeds.page(uuid, token), services.config.PUBLIC_URL),
  );
  app.use(DOCS_PATH, referencePage(REST_PATH + OPENAPI_PATH));
  app.use(STUDIO_PATH, studioRouter(services, services.budgets('studio-auth', services.config.RATE_LIMIT_PER_MINUTE)));
  app.get('/', (_req, res) => res.redirect(302, STUDIO_PATH));
  return { app, yoga, drain, subscriptions };
}

export async function startApp(config: Config): Promise<App> {
  const runtime = await createRuntime(config, { work: config.START_WORKERS });
  const { app, yoga, drain, subscriptions } = createHttpApp(runtime);
  const server = createServer({ requestTimeout: config.REQUEST_TIMEOUT_MS }, app);
  capConnectionsPerAddress(server, config.MAX_CONNECTIONS_PER_IP);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
  } catch (e) {
    // Nothing was served: close what started (the embedded database's pid and socket files go with it).
    await runtime.close();
    throw portError(e, 'PORT', config.PORT, config.HOST);
  }
  // Once listening: the WebSocket server would report a failed listen a second time, as its own error.
  const ws = attachGraphQLWebSocket(server, yoga, runtime.services);
  const stopForgetting = forgetRevokedTokens(runtime.services.events);
  const stopEnding = subscriptions.follow(runtime.services.events);
  // Not before: the render threads' start and warm-up would share the cores with this start-up.
  runtime.warmUp();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    server,
    services: runtime.services,
    url: `http://127.0.0.1:${port}`,
    // Stop accepting and drain HTTP (half the shutdown budget), then the jobs and connections.
    async close() {
      runtime.readiness.stop();
      const drained = drain.close(server, config.SHUTDOWN_TIMEOUT_MS / 2);
      await ws.close();
      await drained;
      stopForgetting();
      stopEnding();
      await runtime.close();
    },
  };
}
