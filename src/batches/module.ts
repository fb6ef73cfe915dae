import { provide, type CapabilityModule } from '../modules/module.js';
import { BatchProgress } from './batch-progress.js';
import { BatchService } from './batch-service.js';

declare module '../graphql/services.js' {
  interface Services {
    batches: BatchService;
  }
}

export const batchesModule = {
  name: 'batches',
  provides: {
    batches: provide(
      ['database', 'events', 'webhooks', 'storage', 'apiUrl', 'metrics', 'jobs', 'policy', 'snapProcessor', 'logger'],
      (p) => {
        const { prisma, sql } = p.database;
        const { events, webhooks, storage, apiUrl, metrics, jobs, policy, snapProcessor: processor, logger } = p;
        const progress = new BatchProgress({ prisma, sql, events, webhooks, storage, apiUrl, metrics });
        processor.followBatchItems(progress);
        return new BatchService({ prisma, sql, jobs, policy, storage, processor, progress, events, logger });
      },
    ),
  },
  work: (p, { inFlight }) => p.batches.register(inFlight),
  recover: (p) => p.batches.recover(),
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).batchRoutes,
} satisfies CapabilityModule;
