import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { CLI } from './paths.js';

const exec = promisify(execFile);

/**
 * A port for a child process to listen on. Not one the kernel picks (`listen(0)`): those come from the
 * ephemeral range (32768-60999 here), which every outbound loopback connection of the suite (PostgreSQL,
 * Redis, HTTP) also takes its source port from, so one could take the port before the child binds it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const srv = createServer();
    const bound = await new Promise<boolean>((r) =>
      srv.once('error', () => r(false)).listen(port, '127.0.0.1', () => r(true)),
    );
    if (bound) {
      await new Promise((r) => srv.close(r));
      return port;
    }
  }
}

/** Runs one `snapforge` command to completion. */
export async function cli(args: string[], env: Record<string, string>) {
  try {
    const r = await exec(process.execPath, [CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e: any) {
    return { code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string };
  }
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** `snapforge serve` as a real child process; resolves once it listens. Stopped by its own pid. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startProcess('serve', 'Snapforge is listening', env);
}

/** `snapforge worker` as a real child process; resolves once it takes jobs. */
export function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startProcess('worker', 'Snapforge worker is running', env);
}

async function startProcess(command: string, ready: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, command], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left behind: a process that never became ready is this caller's to stop.
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start:\n${out}`));
    }, 60_000);
    const check = () => {
      if (out.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${out}`));
    });
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
