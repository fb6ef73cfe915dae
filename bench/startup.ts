import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CLI, PGLITE_TEMPLATE, TMP } from '../test/support/paths.js';
import { cli, freePort } from '../test/support/processes.js';
import { percentile } from './stats.js';
import { check } from './targets.js';

const RUNS = 5;

/** Spawn of `snapforge serve` to its first 200 on /healthz, on an embedded database that exists. */
async function startToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export async function run() {
  await mkdir(TMP, { recursive: true });
  const dataDir = await mkdtemp(join(TMP, 'bench-startup-'));
  try {
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true }).catch(() => {});
    // Creates (or migrates) the database once, so every timed start opens an existing one.
    await cli(['account', 'create', '--email', 'startup@example.com', '--name', 'Startup', '--create'], {
      DATA_DIR: dataDir,
    });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await startToHealthy(dataDir));
    times.sort((a, b) => a - b);
    console.log(
      `start to /healthz 200, existing embedded database (${RUNS} starts): median ${times[RUNS >> 1].toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms (target ≤ 1500 ms, ${check('start to /healthz 200 on an existing embedded database, median ms', times[RUNS >> 1], { atMost: 1500 })})`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
