import express from 'express';
import { createServer, type Server } from 'node:http';
import { createRateLimiter } from '../rest-adapter/rate-limit.js';
import { createRestRouter } from '../rest-adapter/router.js';
import { routes } from '../rest-adapter/routes.js';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { schema } from './graphql/schema.js';
import { attachGraphQLWebSocket, createGraphQL, GRAPHQL_PATH } from './graphql/yoga.js';
import { createLogger } from './logger.js';
import { requestLog } from './request-log.js';
import type { Services } from './services.js';
import { TemplateService } from './templates/template-service.js';

export interface App {
  server: Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

export async function createServices(config: Config): Promise<Services> {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, shareEmbedded: true });
  return { config, logger, database, templates: new TemplateService(database.prisma) };
}

/** Composes Express: /api/v1 (REST adapter), /graphql (Yoga + graphql-ws), /healthz. */
export function createHttpApp(services: Services) {
  const app = express();
  app.disable('x-powered-by');
  const yoga = createGraphQL(services);
  app.use(requestLog(services.logger));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.use('/api/v1', createRestRouter(services, schema, createRateLimiter(services.config.RATE_LIMIT_PER_MINUTE), routes));
  app.use(GRAPHQL_PATH, yoga as unknown as express.RequestHandler);
  return { app, yoga };
}

export async function startApp(config: Config): Promise<App> {
  const services = await createServices(config);
  const { app, yoga } = createHttpApp(services);
  const server = createServer(app);
  const ws = attachGraphQLWebSocket(server, yoga);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return {
    server,
    services,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.database.close();
    },
  };
}
