/** Small helpers the bench sections share. */
import { readFileSync } from 'node:fs';

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

/** CPU time of the whole process (every thread) while `fn` runs, in ms. */
export async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

export const ms = (v: number) => v.toFixed(1);
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Resident memory of a process (all its threads), from the kernel. */
export function rss(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
  } catch {
    return NaN; // the process has exited
  }
}

/** CPU time (user + system, every thread) a process has used so far, in ms, from the kernel's 100 Hz counters. */
export function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
