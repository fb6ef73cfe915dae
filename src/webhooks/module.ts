import { provide, type CapabilityModule } from '../modules/module.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

declare module '../graphql/services.js' {
  interface Services {
    webhooks: WebhookDispatcher;
  }
}

export const webhooksModule = {
  name: 'webhooks',
  provides: {
    webhooks: provide(['database', 'jobs', 'policy', 'logger', 'config', 'metrics'], (p) => {
      const { prisma, sql } = p.database;
      const { jobs, policy, logger, metrics } = p;
      return new WebhookDispatcher({
        prisma,
        sql,
        jobs,
        policy,
        logger,
        metrics,
        retryDelaysMs: p.config.WEBHOOK_RETRY_DELAYS_MS,
      });
    }),
  },
  work: (p) => p.webhooks.register(),
  recover: (p) => p.webhooks.recover(),
  graphql: () => import('./graphql.js'),
} satisfies CapabilityModule;
