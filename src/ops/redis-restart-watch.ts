import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

const RETRY_MS = 5000;

export interface RedisRestartWatch {
  close(): Promise<void>;
}

/**
 * Redis runs without persistence: a restart empties every queue, while the database still knows
 * what is unfinished. Each time this connection comes back it compares Redis's run_id (new at every
 * server start) with the one it knew and, when it changed, runs `recover`, which queues again from
 * the database. Job ids dedupe what is still queued; a render or delivery that was in flight when
 * Redis went away may run twice, which the services' conditional updates make harmless.
 */
export async function watchRedisRestarts(
  redisUrl: string,
  logger: Logger,
  recover: () => Promise<void>,
): Promise<RedisRestartWatch> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // The job queue logs the outage; this connection only waits for Redis to come back.
  redis.on('error', () => {});
  let known = await runId(redis);
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let checking = Promise.resolve();
  const check = () => {
    checking = checking
      .then(async () => {
        if (closed) return;
        const current = await runId(redis);
        if (current === known) return;
        logger.warn('Redis restarted: queueing unfinished renders and webhook deliveries again from the database');
        await recover();
        known = current;
      })
      .catch((err) => {
        logger.error({ err }, 'queueing again after a Redis restart failed; retrying');
        retry = setTimeout(check, RETRY_MS);
      });
  };
  redis.on('ready', check);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await checking;
      redis.disconnect();
    },
  };
}

async function runId(redis: Redis): Promise<string> {
  const info = await redis.info('server');
  const id = /^run_id:(\w+)/m.exec(info)?.[1];
  if (!id) throw new Error('Redis INFO did not report a run_id');
  return id;
}
