import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGLITE_TEMPLATE, TMP } from './paths.js';
import { cli, startServerProcess, type ServerProcess } from './processes.js';

/**
 * A real `snapforge serve` on its own embedded DATA_DIR with one account, for tests that `kill -9`
 * it and start it again on the same data.
 */
export async function crashableServer(name: string, credits: number) {
  const dataDir = await mkdtemp(join(TMP, `${name}-`));
  await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  const created = await cli(
    ['account', 'create', '--email', `${name}@example.com`, '--name', 'C', '--credits', String(credits)],
    { DATA_DIR: dataDir },
  );
  const token = JSON.parse(created.stdout).token as string;
  const env = { DATA_DIR: dataDir, ALLOWED_PRIVATE_HOSTS: '127.0.0.1', RENDER_THREADS: '1' };
  let server: ServerProcess = await startServerProcess(env);
  return {
    token,
    url: () => server.url,
    /** A REST call with the account's token: its status and JSON body. */
    async request(method: string, path: string, body?: unknown) {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    /** kill -9, and wait for the process to be gone. */
    async kill() {
      server.child.kill('SIGKILL');
      await server.stop();
    },
    /** What the running process has logged so far. */
    output: () => server.output(),
    async start() {
      server = await startServerProcess(env);
    },
    async close() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
