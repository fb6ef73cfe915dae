import { provide, type CapabilityModule } from '../modules/module.js';
import { SnapProcessor } from './snap-processor.js';
import { SnapService } from './snap-service.js';

declare module '../graphql/services.js' {
  interface Services {
    snaps: SnapService;
  }
}

declare module '../modules/parts.js' {
  interface Parts {
    /** Renders a snap and settles it; batches follow their items through it. */
    snapProcessor: SnapProcessor;
  }
}

export const snapsModule = {
  name: 'snaps',
  provides: {
    snapProcessor: provide(
      ['database', 'renderer', 'storage', 'events', 'webhooks', 'logger', 'metrics', 'certificates'],
      (p) => {
        const { prisma, sql } = p.database;
        const { renderer, storage, events, webhooks, logger, metrics, certificates } = p;
        return new SnapProcessor({ prisma, sql, renderer, storage, events, webhooks, logger, metrics, certificates });
      },
    ),
    snaps: provide(['database', 'jobs', 'policy', 'snapProcessor', 'events', 'logger', 'certificates'], (p) => {
      const { prisma, sql } = p.database;
      const { jobs, policy, events, logger, certificates } = p;
      return new SnapService({ prisma, sql, jobs, policy, processor: p.snapProcessor, certificates, events, logger });
    }),
  },
  work: (p, { inFlight }) => p.snaps.register(inFlight),
  recover: (p) => p.snaps.recover(),
  graphql: () => import('./graphql.js'),
  routes: async () => (await import('./rest-routes.js')).snapRoutes,
} satisfies CapabilityModule;
