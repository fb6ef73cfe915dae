import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createAccount, type NewAccount } from '../../src/accounts/account-service.js';
import { startApp, type App } from '../../src/server/app.js';
import { loadConfig } from '../../src/config.js';
import { assertDocumented } from './openapi-responses.js';
import { PGLITE_TEMPLATE, TMP } from './paths.js';
import { createTestDatabase, POSTGRES_AVAILABLE } from './postgres.js';

/**
 * Sends again, once, a request whose kept-alive socket was reset or closed before it reached the app: the
 * app runs in the test's process, so a test blocking the event loop (a PDF tool run synchronously) lets the
 * server's keep-alive timer close an idle socket just as the next request reuses it (undici says
 * ECONNRESET, or "other side closed" when the close arrives first).
 */
const SOCKET_GONE = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);
const onFreshSocketIfReset = (send: () => Promise<Response>) =>
  send().catch((e: { cause?: { code?: string } }) =>
    SOCKET_GONE.has(e.cause?.code ?? '') ? send() : Promise.reject(e),
  );

export type Backend = 'pglite' | 'postgres';

/** Every database backend the suite can reach here: both in CI. */
export const BACKENDS: Backend[] = POSTGRES_AVAILABLE ? ['pglite', 'postgres'] : ['pglite'];

interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestApp {
  app: App;
  url: string;
  dataDir: string;
  databaseUrl?: string;
  /** `body` is sent as JSON; `rawBody` as it is (a string, a FormData for multipart), with the `headers` given. */
  request<T = any>(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<any>;
  account(overrides?: Partial<NewAccount>): Promise<{ token: string; email: string }>;
  close(): Promise<void>;
}

/** The real app on a free loopback port, on its own fresh database. */
export async function startTestApp(backend: Backend, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(TMP, 'app-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (backend === 'postgres') ({ url: databaseUrl, drop } = await createTestDatabase());
  else await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
  // Suites poll and loop: the rate limit is only in the way, except where a suite sets it to test it.
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RENDER_THREADS: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
    GRAPHQL_RATE_LIMIT_PER_MINUTE: '100000',
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const app = await startApp(config);
  const t: TestApp = {
    app,
    url: app.url,
    dataDir,
    databaseUrl,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: BodyInit | undefined = opts.rawBody;
      if (opts.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      const res = await onFreshSocketIfReset(() => fetch(app.url + path, { method, headers, body }));
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      // Every REST response a test receives is held to the OpenAPI document.
      assertDocumented({ method, path, status: res.status, headers: res.headers, body: parsed });
      return { status: res.status, headers: res.headers, body: parsed as any, text };
    },
    async graphql(query, variables, token) {
      const res = await onFreshSocketIfReset(() =>
        fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return res.json();
    },
    async account(overrides = {}) {
      const email = `user-${randomBytes(5).toString('hex')}@example.com`;
      const a = await createAccount(app.services.database.prisma, {
        email,
        name: 'Test User',
        credits: 10,
        ...overrides,
      });
      return { token: a.token, email: a.email };
    },
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
