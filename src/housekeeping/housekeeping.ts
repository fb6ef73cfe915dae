import type { Logger } from 'pino';
import type { SqlSession } from '../db/sql-runner.js';
import { HOUSEKEEPING_JOB } from '../jobs/job-names.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Storage } from '../storage/storage.js';
import { SWEEP_MIN_AGE_MS, sweepUnnamedFiles } from './file-sweep.js';
import { expireOld } from './retention.js';

export interface HousekeepingSettings {
  snapRetentionDays?: number;
  screenshotRetentionDays?: number;
  intervalMinutes: number;
}

/**
 * Storage that forgets: retention, then the sweep of files no row names, as one job on a schedule
 * (a BullMQ job scheduler in scaled mode, so one run per interval across workers; a timer in embedded mode).
 */
export class Housekeeping {
  constructor(
    private readonly d: {
      sql: SqlSession;
      storage: Storage;
      jobs: JobQueue;
      logger: Logger;
      settings: HousekeepingSettings;
    },
  ) {}

  async register(): Promise<void> {
    this.d.jobs.work(HOUSEKEEPING_JOB, () => this.run(), { concurrency: 1 });
    await this.d.jobs.every(HOUSEKEEPING_JOB, this.d.settings.intervalMinutes * 60_000);
  }

  async run(now = new Date()): Promise<void> {
    const { sql, storage, settings, logger } = this.d;
    const expired = await expireOld(
      sql,
      storage,
      { snaps: settings.snapRetentionDays, screenshots: settings.screenshotRetentionDays },
      now,
    );
    const swept = await sweepUnnamedFiles(sql, storage, new Date(now.getTime() - SWEEP_MIN_AGE_MS));
    if (expired.snaps + expired.screenshots + swept > 0)
      logger.info({ ...expired, swept }, 'housekeeping deleted expired work and unreferenced files');
  }
}
