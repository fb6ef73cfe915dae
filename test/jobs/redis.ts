import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` within `timeoutMs`. */
export async function redisAnswers(url: string, timeoutMs = 2000): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const REDIS_AVAILABLE = await redisAnswers(REDIS_URL);
if (!REDIS_AVAILABLE && process.env.CI)
  throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must run the job suite against it.`);
if (!REDIS_AVAILABLE)
  console.warn(`\n*** Redis is not reachable at ${REDIS_URL}: the BullMQ half of the job suite is SKIPPED. ***\n`);

/** A BullMQ key prefix of its own, so that test files running at once never share a queue. */
export const testPrefix = () => `snapforge-test-${randomBytes(6).toString('hex')}`;

/** Deletes every key under `prefix`; returns how many there were. */
export async function deleteKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL);
  try {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) deleted += await redis.unlink(...keys);
    }
    return deleted;
  } finally {
    await redis.quit();
  }
}
