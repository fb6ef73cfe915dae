import { readFileSync } from 'node:fs';

/**
 * Probes GET /healthz back to back (20 ms apart) until stopped, at least once after `stop` is
 * called, so an attack that ends quickly still meets a probe; resolves to the median and slowest answer in ms.
 */
export function probeHealth(url: string) {
  const times: number[] = [];
  let running = true;
  const probe = async () => {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(60_000) });
    await res.text();
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
    times.push(performance.now() - started);
  };
  const loop = (async () => {
    // Bounded: 20 minutes of probes at most.
    for (let i = 0; running && i < 60_000; i++) {
      await probe();
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await probe();
      const sorted = [...times].sort((a, b) => a - b);
      return { median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1)!, probes: times.length };
    },
  };
}

/** Resident memory of a process now (VmRSS) and at its peak so far (VmHWM), in MB (Linux /proc). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Resolves once a process has used under 50 ms of CPU in half a second (its start-up's background
 * work, such as the render threads' warm-up, done), or after 30 s; /proc ticks are 10 ms.
 */
export async function untilIdle(pid: number): Promise<void> {
  const cpuTicks = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  for (let i = 0, last = cpuTicks(); i < 60; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks();
    if (now - last < 5) return;
    last = now;
  }
}
