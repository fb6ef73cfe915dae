import express from 'express';
import { createServer, type Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createRateLimiter } from '../rest-adapter/rate-limit.js';
import { createRestRouter } from '../rest-adapter/router.js';
import { routes } from '../rest-adapter/routes/index.js';
import { BatchProgress } from './batches/batch-progress.js';
import { BatchService } from './batches/batch-service.js';
import { CollectionService } from './collections/collection-service.js';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { loadAppKey } from './forms/app-key.js';
import { FormService } from './forms/form-service.js';
import { FormSubmitter } from './forms/form-submitter.js';
import { UrlSigner } from './forms/url-signer.js';
import { createEvents } from './graphql/pubsub.js';
import { schema } from './graphql/schema.js';
import { attachGraphQLWebSocket, createGraphQL, GRAPHQL_PATH } from './graphql/yoga.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createLogger } from './logger.js';
import { createOutboundPolicy } from './net/outbound-policy.js';
import { MediaService } from './media/media-service.js';
import { PreviewService } from './previews/preview-service.js';
import { TemplatePreviewer } from './previews/template-preview.js';
import { createRenderer } from './render/index.js';
import { requestLog } from './request-log.js';
import { Chromium } from './screenshots/chromium.js';
import { ScreenshotService } from './screenshots/screenshot-service.js';
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
  // Before the database opens: an unreadable key stops start-up with nothing to close.
  const signer = new UrlSigner(await loadAppKey(config));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, shareEmbedded: true });
  const { prisma } = database;
  const policy = createOutboundPolicy({ allowedPrivateHosts: config.ALLOWED_PRIVATE_HOSTS });
  const storage = new LocalDiskStorage(join(config.DATA_DIR, 'files'), config.PUBLIC_URL);
  const renderer = createRenderer({ policy, threads: config.RENDER_THREADS, localFiles: { urlPrefix: storage.urlPrefix, read: (key) => storage.read(key) } });
  const { events, close: closeEvents } = createEvents(config.REDIS_URL);
  const jobs = createJobQueue({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
  const webhooks = new WebhookDispatcher({ prisma, jobs, policy, logger, retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS });
  const previews = new TemplatePreviewer({ prisma, renderer, storage, logger });
  const progress = new BatchProgress({ prisma, events, webhooks, storage, publicUrl: config.PUBLIC_URL });
  const processor = new SnapProcessor({ prisma, renderer, storage, events, webhooks, batches: progress, logger });
  const snaps = new SnapService({ prisma, jobs, policy, processor, events, logger });
  const batches = new BatchService({ prisma, jobs, policy, processor, progress, events, logger });
  const chromium = new Chromium({ executablePath: config.CHROMIUM_PATH, logger });
  const screenshots = new ScreenshotService({ prisma, policy, storage, chromium, timeoutMs: config.SCREENSHOT_TIMEOUT_MS });
  const templates = new TemplateService(prisma, (t) => previews.refresh(t));
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
    templates,
    collections: new CollectionService(prisma),
    snaps,
    forms: new FormService({ prisma, signer, publicUrl: config.PUBLIC_URL }),
    formSubmitter: new FormSubmitter({ prisma, snaps, storage, signer, publicUrl: config.PUBLIC_URL }),
    batches,
    screenshots,
    media: new MediaService({ prisma, storage }),
    previews: new PreviewService({ templates, renderer, policy, storage }),
  };
  if (work) {
    // Two renders in flight per render thread (per queue) keep every core busy while one fetches images.
    const inFlight = 2 * (config.RENDER_THREADS ?? availableParallelism());
    snaps.register(inFlight);
    batches.register(inFlight);
    webhooks.register();
    await snaps.recover();
    await batches.recover();
    await webhooks.recover();
  }
  return {
    services,
    storage,
    previews,
    async close() {
      await jobs.close();
      await screenshots.close();
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
