import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';

/**
 * How much slower than idle this machine runs now: the 1-minute load average per core, at least 1.
 * Time bounds are multiplied by it, since other suites share these two cores.
 */
export const loadFactor = () => Math.max(1, loadavg()[0] / cpus().length);

/** Probes GET /healthz every 50 ms until stopped; resolves to the median answer time in ms. */
export function probeHealth(url: string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}/healthz`);
      await res.text();
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return { median: sorted[Math.floor(sorted.length / 2)], probes: times.length };
    },
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}
