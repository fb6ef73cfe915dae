import express from 'express';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createRateLimiter } from '../rest-adapter/rate-limit.js';
import { createRestRouter } from '../rest-adapter/router.js';
import { routes } from '../rest-adapter/routes/index.js';
import { CollectionService } from './collections/collection-service.js';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { createEvents } from './graphql/pubsub.js';
import { schema } from './graphql/schema.js';
import { attachGraphQLWebSocket, createGraphQL, GRAPHQL_PATH } from './graphql/yoga.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createLogger } from './logger.js';
import { createOutboundPolicy } from './net/outbound-policy.js';
import { TemplatePreviewer } from './previews/template-preview.js';
import { createRenderer } from './render/index.js';
import { requestLog } from './request-log.js';
import type { Services } from './services.js';
import { SnapProcessor } from './snaps/snap-processor.js';
import { SnapService } from './snaps/snap-service.js';
import { FILES_PATH, LocalDiskStorage } from './storage/local-disk-storage.js';
import { TemplateService } from './templates/template-service.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';

export interface App {
  server: Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

export interface Runtime {
  services: Services;
  storage: LocalDiskStorage;
  previews: TemplatePreviewer;
  close(): Promise<void>;
}

/** Builds every service of a process; with `work`, it also renders and delivers queued jobs. */
export async function createRuntime(config: Config, { work }: { work: boolean }): Promise<Runtime> {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, shareEmbedded: true });
  const { prisma } = database;
  const policy = createOutboundPolicy({ allowedPrivateHosts: config.ALLOWED_PRIVATE_HOSTS });
  const renderer = createRenderer({ policy, threads: config.RENDER_THREADS });
  const storage = new LocalDiskStorage(join(config.DATA_DIR, 'files'), config.PUBLIC_URL);
  const { events, close: closeEvents } = createEvents(config.REDIS_URL);
  const jobs = createJobQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
  const webhooks = new WebhookDispatcher({ prisma, jobs, policy, logger, retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS });
  const previews = new TemplatePreviewer({ prisma, renderer, storage, logger });
  const processor = new SnapProcessor({ prisma, renderer, storage, events, webhooks, logger });
  const snaps = new SnapService({ prisma, jobs, policy, processor, events, logger });
  const services: Services = {
    config,
    logger,
    database,
    policy,
    renderer,
    storage,
    events,
    jobs,
    webhooks,
    templates: new TemplateService(prisma, (t) => previews.refresh(t)),
    collections: new CollectionService(prisma),
    snaps,
  };
  if (work) {
    // Two renders in flight per render thread keep every core busy while one fetches images.
    snaps.register(2 * (config.RENDER_THREADS ?? (await import('node:os')).availableParallelism()));
    webhooks.register();
    await snaps.recover();
    await webhooks.recover();
  }
  return {
    services,
    storage,
    previews,
    async close() {
      await jobs.close();
      await previews.settled();
      await renderer.close();
      await closeEvents();
      await policy.close();
      await database.close();
    },
  };
}

/** Composes Express: /api/v1 (REST adapter), /graphql (Yoga + graphql-ws), /files, /healthz. */
export function createHttpApp(runtime: Runtime) {
  const { services } = runtime;
  const app = express();
  app.disable('x-powered-by');
  const yoga = createGraphQL(services);
  app.use(requestLog(services.logger));
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.use(FILES_PATH, runtime.storage.handler());
  app.use('/api/v1', createRestRouter(services, schema, createRateLimiter(services.config.RATE_LIMIT_PER_MINUTE), routes));
  app.use(GRAPHQL_PATH, yoga as unknown as express.RequestHandler);
  return { app, yoga };
}

export async function startApp(config: Config): Promise<App> {
  const runtime = await createRuntime(config, { work: config.START_WORKERS });
  const { app, yoga } = createHttpApp(runtime);
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
    services: runtime.services,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.close();
    },
  };
}
