import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Events } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import type { Metrics } from '../ops/metrics.js';
import type { Budgets } from '../ops/rate-limit.js';
import type { Storage } from '../storage/storage.js';

/**
 * Everything a request handler or job may use, built once per process (src/server/app.ts): here the
 * infrastructure below every capability; each capability adds its own services in its `module.ts`
 * (`declare module '../graphql/services.js'`), so nothing on the floor names one.
 */
export interface Services {
  config: Config;
  database: Database;
  logger: Logger;
  metrics: Metrics;
  /** Per-IP request budgets (rate limits), shared by REST routes, GraphQL and graphql-ws. */
  budgets: Budgets;
  policy: OutboundPolicy;
  storage: Storage;
  events: Events;
  jobs: JobQueue;
}
