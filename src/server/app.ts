import express from 'express';
import { createServer, type Server } from 'node:http';
import { availableParallelism } from 'node:os';
import type { RedisOptions } from 'ioredis';
import { createBudgets } from '../ops/rate-limit.js';
import { readyWithin } from '../ops/redis-ready.js';
import { DOCS_PATH, referencePage } from '../../rest-adapter/openapi/reference-page.js';
import { OPENAPI_PATH } from '../../rest-adapter/openapi/rest-api-document.js';
import { createRestRouter } from './rest-router.js';
import { REST_PATH } from '../../rest-adapter/rest-path.js';
import { requestId } from '../../rest-adapter/request-id.js';
import { routes } from './rest-route-index.js';
import { BatchProgress } from '../batches/batch-progress.js';
import { BatchService } from '../batches/batch-service.js';
import { CollectionService } from '../collections/collection-service.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { loadAppKey } from '../forms/app-key.js';
import { formEmbedding } from '../forms/form-embedding.js';
import { FormService, FORMS_PATH } from '../forms/form-service.js';
import { FormSubmitter } from '../forms/form-submitter.js';
import { Housekeeping } from '../housekeeping/housekeeping.js';
import { UrlSigner } from '../forms/url-signer.js';
import { createEvents } from '../events/event-bus.js';
import { schema } from './schema.js';
import { forgetRevokedTokens } from '../accounts/identity-cache.js';
import {
  attachGraphQLWebSocket,
  createGraphQL,
  GRAPHQL_PATH,
  graphqlBody,
  graphqlBudget,
  graphqlRateLimit,
  graphqlRefusal,
} from './yoga.js';
import { BodyBudget, bodyBudget } from '../ops/body-budget.js';
import { capConnectionsPerAddress } from '../ops/connection-cap.js';
import { anyOriginGet, corsFor } from '../ops/cors.js';
import { portError } from '../ops/port-in-use-error.js';
import { createJobQueue } from '../jobs/create-job-queue.js';
import { JOB_NAMES } from '../jobs/job-names.js';
import { createLogger } from '../logger.js';
import { createOutboundPolicy } from '../net/outbound-policy.js';
import { MediaService } from '../media/media-service.js';
import { httpMetrics } from '../ops/http-metrics.js';
import { HttpDrain } from '../ops/http-drain.js';
import { Metrics } from '../ops/metrics.js';
import { opsRoutes } from '../ops/ops-routes.js';
import { Readiness, READINESS_REDIS_OPTIONS } from '../ops/readiness.js';
import { watchRedisRestarts, type RedisRestartWatch } from '../ops/redis-restart-watch.js';
import { PreviewService } from '../previews/preview-service.js';
import { AddressedTemplates } from '../render-urls/addressed-templates.js';
import { renderUrlRoute } from '../render-urls/render-url-route.js';
import { RENDER_PATH } from '../render-urls/render-url-signer.js';
import { RenderUrlService } from '../render-urls/render-url-service.js';
import { RenderUrlSigner } from '../render-urls/signed-render-url.js';
import { SingleFlight } from '../render-urls/single-flight.js';
import { domainErrors } from '../../rest-adapter/domain-errors.js';
import { TemplatePreviewer } from '../previews/template-preview.js';
import { createRenderer } from '../render/index.js';
import { AccountFontLibrary } from '../fonts/account-font-library.js';
import { FontService } from '../fonts/font-service.js';
import { requestLog } from '../request-log.js';
import { Chromium } from '../screenshots/chromium.js';
import { ScreenshotService } from '../screenshots/screenshot-service.js';
import type { Services } from '../graphql/services.js';
import { SnapProcessor } from '../snaps/snap-processor.js';
import { renderCheck } from '../render/run/render-check.js';
import { warmUp } from '../render/run/warm-up.js';
import { SnapService } from '../snaps/snap-service.js';
import { releaseOrphanedClaims } from '../idempotency/orphaned-claims.js';
import { adoptFileReferences } from '../templates/file-reference-adoption.js';
import { TemplateBundles } from '../template-bundles/template-bundles.js';
import { FILES_PATH } from '../storage/file-addresses.js';
import { openStorage } from '../storage/open-storage.js';
import type { StorageDriver } from '../storage/storage.js';
import { thumbnails } from '../storage/thumbnails.js';
import { TemplateService } from '../templates/template-service.js';
import { STUDIO_PATH, studioRouter } from './studio-router.js';
import { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';

/** How long start-up waits for the rate limiter's Redis before it counts in memory. */
const LIMITER_CONNECT_MS = 5_000;

export interface App {
  server: Server;
  services: Services;
  url: string;
  close(): Promise<void>;
}

export interface Runtime {
  services: Services;
  storage: StorageDriver;
  previews: TemplatePreviewer;
  readiness: Readiness;
  /** Warms the render threads in the background (once): call it when the process serves. */
  warmUp(): void;
  close(): Promise<void>;
}

/** Builds every service of a process; with `work`, it also renders and delivers queued jobs. */
export async function createRuntime(config: Config, { work }: { work: boolean }): Promise<Runtime> {
  const logger = createLogger(config.LOG_LEVEL);
  // Before the database opens: an unreadable key stops start-up with nothing to close.
  const appKey = await loadAppKey(config);
  // Likewise an unreachable bucket.
  const storage = await openStorage(config);
  const signer = new UrlSigner(appKey);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    shareEmbedded: true,
  });
  const { prisma, sql } = database;
  // Keys held by requests that died with an earlier process. Every held key, when this process has
  // just opened the embedded database itself: nothing else can be serving from it.
  const orphans = await releaseOrphanedClaims(sql, { everyHeldClaim: database.kind === 'embedded' });
  if (orphans) logger.info({ released: orphans }, 'released idempotency keys of requests that died');
  const policy = createOutboundPolicy({ allowedPrivateHosts: config.ALLOWED_PRIVATE_HOSTS });
  const apiUrl = config.PUBLIC_URL + REST_PATH;
  const metrics = new Metrics();
  const threads = config.RENDER_THREADS ?? availableParallelism();
  const fonts = new AccountFontLibrary({ prisma, storage });
  const threadIdleMs = config.RENDER_THREAD_IDLE_SECONDS ? config.RENDER_THREAD_IDLE_SECONDS * 1000 : undefined;
  const pool = createRenderer({ policy, threads, threadIdleMs, fonts, localFiles: storage });
  const renderer = metrics.timed(pool);
  let warming: Promise<void> | undefined;
  // ioredis loads only where Redis is configured: it took ~85 ms of every embedded server's start.
  const { REDIS_URL } = config;
  const RedisClient = REDIS_URL ? (await import('ioredis')).Redis : undefined;
  const connectRedis = RedisClient && ((options: RedisOptions) => new RedisClient(REDIS_URL!, options));
  const { events, close: closeEvents } = createEvents(connectRedis);
  const jobs = await createJobQueue({
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    stalledIntervalMs: config.JOB_STALLED_INTERVAL_MS,
    logger,
  });
  metrics.watchQueues(jobs, JOB_NAMES);
  // Probes render on the bare pool: their 1x1 images stay out of the render metrics.
  const readiness = new Readiness({
    database,
    renderCheck: renderCheck(pool),
    redis: connectRedis?.(READINESS_REDIS_OPTIONS),
    logger,
  });
  const webhooks = new WebhookDispatcher({
    prisma,
    sql,
    jobs,
    policy,
    logger,
    retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS,
    metrics,
  });
  const previews = new TemplatePreviewer({ prisma, renderer, storage, logger });
  const progress = new BatchProgress({ prisma, sql, events, webhooks, storage, apiUrl, metrics });
  const processor = new SnapProcessor({
    prisma,
    sql,
    renderer,
    storage,
    events,
    webhooks,
    batches: progress,
    logger,
    metrics,
  });
  const snaps = new SnapService({ prisma, sql, jobs, policy, processor, events, logger });
  const batches = new BatchService({ prisma, sql, jobs, policy, storage, processor, progress, events, logger });
  const chromium = new Chromium({
    chromiumPath: config.CHROMIUM_PATH,
    systemPaths: config.CHROMIUM_SYSTEM_PATHS,
    dataDir: config.DATA_DIR,
    logger,
  });
  const screenshots = new ScreenshotService({
    prisma,
    sql,
    policy,
    storage,
    chromium,
    timeoutMs: config.SCREENSHOT_TIMEOUT_MS,
  });
  const addressed = new AddressedTemplates(sql);
  const templates = new TemplateService(prisma, storage, (t) => {
    previews.refresh(t);
    addressed.forget(t.uuid);
  });
  // Rate-limit counters live in Redis when there is one, so every API process shares each budget.
  const limiterRedis = connectRedis?.({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  limiterRedis?.on('error', () => {}); // reconnects by itself; meanwhile limits count in memory
  // Shared from the first request: a process answering before its connection is up would count apart.
  if (limiterRedis && !(await readyWithin(limiterRedis, LIMITER_CONNECT_MS)))
    logger.warn('rate limits count in this process until Redis answers');
  const budgets = createBudgets(limiterRedis, config.QUEUE_PREFIX);
  const renderUrls = new RenderUrlService({
    sql,
    templates: addressed,
    storage,
    snaps,
    flights: new SingleFlight({ sql, storage, acrossProcesses: database.kind !== 'embedded' }),
    serverKey: appKey,
    renders: budgets('render-url-renders', config.RENDER_URL_RENDERS_PER_MINUTE),
    apiPath: REST_PATH,
    maxAgeSeconds: config.RENDER_URL_MAX_AGE_SECONDS,
  });
  const media = new MediaService({ prisma, storage });
  const accountFonts = new FontService({ prisma, storage });
  const services: Services = {
    config,
    logger,
    metrics,
    budgets,
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
    renderUrls,
    renderUrlSigner: new RenderUrlSigner({ sql, publicUrl: config.PUBLIC_URL, apiPath: REST_PATH }),
    forms: new FormService({ prisma, signer, apiUrl }),
    formSubmitter: new FormSubmitter({ prisma, sql, snaps, storage, signer, publicUrl: config.PUBLIC_URL, apiUrl }),
    batches,
    screenshots,
    media,
    fonts: accountFonts,
    templateBundles: new TemplateBundles({ prisma, storage, templates, media, fonts: accountFonts }),
    previews: new PreviewService({
      templates,
      renderer,
      policy,
      storage,
      sql,
      draftBudget: budgets('draft-render', config.DRAFT_RENDER_RATE_LIMIT_PER_MINUTE),
      draftTimeBudget: budgets('draft-render-ms', config.DRAFT_RENDER_MS_PER_MINUTE),
    }),
    housekeeping: new Housekeeping({
      sql,
      storage,
      jobs,
      logger,
      settings: {
        snapRetentionDays: config.SNAP_RETENTION_DAYS,
        screenshotRetentionDays: config.SCREENSHOT_RETENTION_DAYS,
        intervalMinutes: config.HOUSEKEEPING_INTERVAL_MINUTES,
      },
    }),
  };
  let restartWatch: RedisRestartWatch | undefined;
  if (work) {
    // Two renders in flight per render thread (per queue) keep every core busy while one fetches images.
    const inFlight = 2 * threads;
    snaps.register(inFlight);
    batches.register(inFlight);
    webhooks.register();
    await services.housekeeping.register();
    // Writes designs, so only where work is done (as recovery): an API-only process may not even read them.
    const adopted = await adoptFileReferences(sql, storage, [config.PUBLIC_URL, ...config.PREVIOUS_PUBLIC_URLS]);
    if (adopted) logger.info({ templates: adopted }, 'templates now refer to their images by storage key');
    const recover = async () => {
      await snaps.recover();
      await batches.recover();
      await webhooks.recover();
    };
    // Watching from before the first recovery, so that no Redis restart falls between the two.
    if (config.REDIS_URL) restartWatch = await watchRedisRestarts(config.REDIS_URL, logger, recover);
    await recover();
  }
  return {
    services,
    storage,
    previews,
    readiness,
    // On the bare pool (out of the render metrics); a failure only means a cold start.
    warmUp: () =>
      void (warming ??= warmUp(pool, threads).catch((err: Error) =>
        logger.warn({ err: err.message }, 'render warm-up failed'),
      )),
    // Callers stop taking requests first (HTTP server, then this); the queue lets in-flight jobs finish.
    async close() {
      readiness.stop();
      await restartWatch?.close();
      await jobs.close();
      await screenshots.close();
      await previews.settled();
      await warming;
      await renderer.close();
      await closeEvents();
      await readiness.close();
      limiterRedis?.disconnect();
      await policy.close();
      await database.close();
      storage.close();
    },
  };
}

/** Composes Express: /api/v1 (REST adapter), /graphql (Yoga + graphql-ws), /docs (the REST reference), /studio, /files, /healthz, /readyz, /metrics. */
function createHttpApp(runtime: Runtime) {
  const { services } = runtime;
  const app = express();
  app.disable('x-powered-by');
  const yoga = createGraphQL(services);
  const drain = new HttpDrain();
  app.use(drain.track);
  app.use(httpMetrics(services.metrics, [GRAPHQL_PATH, FILES_PATH, REST_PATH]));
  app.use(requestLog(services.logger));
  app.use(opsRoutes({ metrics: services.metrics, readiness: runtime.readiness }));
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
  app.use(REST_PATH, cors, createRestRouter(services, schema, routes));
  app.use(
    GRAPHQL_PATH,
    cors,
    graphqlRateLimit(graphqlBudget(services)),
    graphqlBody,
    yoga as unknown as express.RequestHandler,
  );
  app.use(DOCS_PATH, referencePage(REST_PATH + OPENAPI_PATH));
  app.use(STUDIO_PATH, studioRouter(services, services.budgets('studio-auth', services.config.RATE_LIMIT_PER_MINUTE)));
  app.get('/', (_req, res) => res.redirect(302, STUDIO_PATH));
  return { app, yoga, drain };
}

export async function startApp(config: Config): Promise<App> {
  const runtime = await createRuntime(config, { work: config.START_WORKERS });
  const { app, yoga, drain } = createHttpApp(runtime);
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
      await runtime.close();
    },
  };
}
