import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGLITE_TEMPLATE, TMP } from '../test/support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../test/support/processes.js';
import { standardCard } from './standard-card.js';

const PHOTO = readFileSync(fileURLToPath(new URL('../test/fixtures/render/photo.jpg', import.meta.url)));

/** Which database the bench service runs on: the embedded one, or PostgreSQL when DATABASE_URL is set. */
export const benchDatabase = () => (process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded database');

/** `snapforge serve` as its own process (as users run it), an account, and the standard card as a template. */
export interface BenchService {
  server: ServerProcess;
  token: string;
  templateUuid: string;
  photoOrigin: string;
  api(path: string, body?: unknown): Promise<any>;
  close(): Promise<void>;
}

export async function startBenchService(env: Record<string, string> = {}): Promise<BenchService> {
  const photos: Server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': PHOTO.length }).end(PHOTO));
  await new Promise<void>((r) => photos.listen(0, '127.0.0.1', r));
  const photoOrigin = `http://127.0.0.1:${(photos.address() as { port: number }).port}`;
  // Beside the checkout, as `npm start`'s ./data is: on these machines creating a file under /tmp
  // costs 5-15 times the kernel CPU it costs elsewhere on the same disk, and every snap creates one.
  await mkdir(TMP, { recursive: true });
  const dataDir = await mkdtemp(join(TMP, 'bench-'));
  const template = PGLITE_TEMPLATE;
  await cp(template, dataDir, { recursive: true }).catch(() => {});
  const base = { DATA_DIR: dataDir, ALLOWED_PRIVATE_HOSTS: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000000', GRAPHQL_RATE_LIMIT_PER_MINUTE: '1000000', ...env };
  const { token } = JSON.parse((await cli(['account', 'create', '--email', 'bench@example.com', '--name', 'Bench', '--credits', '10000000'], base)).stdout);
  const server = await startServerProcess({ ...base, LOG_LEVEL: 'warn' });
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  };
  const design = standardCard(`${photoOrigin}/photo.jpg`);
  const created = await api('/api/v1/templates', { title: 'Standard card', width: design.width, height: design.height, background_color: design.background_color, layers: design.layers });
  return {
    server,
    token,
    templateUuid: created.data.uuid,
    photoOrigin,
    api,
    async close() {
      await server.stop();
      photos.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
