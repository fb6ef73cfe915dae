import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { redisAnswers } from '../jobs/redis.js';
import { waitFor } from '../support/wait.js';

/** Whether `redis-server` can be run here: the scaled suite starts (and restarts) a Redis of its own. */
export const REDIS_SERVER_AVAILABLE = spawnSync('redis-server', ['--version']).status === 0;
if (!REDIS_SERVER_AVAILABLE && process.env.CI)
  throw new Error('redis-server is not installed; CI must run the scaled suite.');
if (!REDIS_SERVER_AVAILABLE) console.warn('\n*** redis-server is not installed: the scaled suite is SKIPPED. ***\n');

/**
 * A redis-server of one suite on a loopback port, without persistence like the shared one: killing
 * and starting it again is a Redis restart that loses every queued job, without disturbing the
 * suites that share the machine's Redis.
 */
export class PrivateRedis {
  private child?: ChildProcess;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await waitFor(
      () => child.exitCode === null && redisAnswers(this.url, 500),
      10_000,
      `redis-server on port ${this.port}`,
    );
  }

  /** SIGKILL, by its pid: everything it held is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}
