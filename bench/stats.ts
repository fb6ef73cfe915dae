/** Small helpers the bench sections share. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` `warmup` times untimed, then `n` times timed; returns the sorted durations in ms. */
export async function timed(n: number, warmup: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const durations: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

/** Completed calls per second with `concurrency` calls in flight until `n` have finished. */
export async function throughput(n: number, concurrency: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await fn(next++);
    }),
  );
  return n / ((performance.now() - start) / 1000);
}

export const ms = (v: number) => v.toFixed(1);
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
