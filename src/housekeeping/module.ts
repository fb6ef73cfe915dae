import { provide, type CapabilityModule } from '../modules/module.js';
import { Housekeeping } from './housekeeping.js';

declare module '../graphql/services.js' {
  interface Services {
    /** Retention and the sweep of unreferenced files, on a schedule where jobs are worked. */
    housekeeping: Housekeeping;
  }
}

export const housekeepingModule = {
  name: 'housekeeping',
  provides: {
    housekeeping: provide(['database', 'storage', 'jobs', 'logger', 'config'], (p) => {
      const { storage, jobs, logger, config } = p;
      return new Housekeeping({
        sql: p.database.sql,
        storage,
        jobs,
        logger,
        settings: {
          snapRetentionDays: config.SNAP_RETENTION_DAYS,
          screenshotRetentionDays: config.SCREENSHOT_RETENTION_DAYS,
          intervalMinutes: config.HOUSEKEEPING_INTERVAL_MINUTES,
        },
      });
    }),
  },
  // On a schedule, where jobs are worked.
  work: (p) => p.housekeeping.register(),
} satisfies CapabilityModule;
