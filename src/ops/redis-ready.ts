import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/**
 * Resolves true once `redis` is ready, or false after `ms` (it goes on connecting in the background).
 * Connection errors meanwhile are the caller's to hear: they do not end the wait.
 */
export async function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  const giveUp = new AbortController();
  let onReady = () => {};
  const ready = new Promise<boolean>((resolve) => (onReady = () => resolve(true)));
  redis.once('ready', onReady);
  try {
    return await Promise.race([ready, sleep(ms, false, { signal: giveUp.signal })]);
  } finally {
    giveUp.abort();
    redis.off('ready', onReady);
  }
}
