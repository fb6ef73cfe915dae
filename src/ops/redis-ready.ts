import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/** Resolves true once `redis` is ready, or false after `ms` (it goes on connecting in the background). */
export async function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  const giveUp = new AbortController();
  try {
    return await Promise.race([
      once(redis, 'ready', { signal: giveUp.signal }).then(() => true),
      sleep(ms, false, { signal: giveUp.signal }),
    ]);
  } finally {
    giveUp.abort();
  }
}
