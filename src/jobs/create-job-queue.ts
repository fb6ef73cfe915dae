import type { JobQueue, JobQueueOptions } from './job-queue.js';
import { InProcessQueue } from './in-process-queue.js';

/** BullMQ when there is Redis, loaded only then: the embedded default starts without it. */
export async function createJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  if (!opts.redisUrl) return new InProcessQueue(opts.logger);
  const { BullmqQueue } = await import('./bullmq-queue.js');
  return new BullmqQueue({ ...opts, redisUrl: opts.redisUrl });
}
