import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const list = z.string().transform((s) =>
  s
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const url = (protocols: string[]) =>
  z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).transform((u) => u.replace(/\/+$/, ''));

const schema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z
      .string()
      .min(1)
      .default('./data')
      .transform((d) => resolve(d)),
    // A DATA_DIR every user may write to is refused at start (src/ops/private-data-dir.ts) unless this is set.
    ALLOW_WORLD_WRITABLE_DATA_DIR: flag.default(false),
    DATABASE_URL: url(['postgres', 'postgresql']).optional(),
    REDIS_URL: url(['redis', 'rediss']).optional(),
    PUBLIC_URL: url(['http', 'https']).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // Free watermarked previews: their own budget per IP address, shared by both preview endpoints.
    PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // GraphQL is one endpoint for every operation a dashboard sends: one budget per IP address, ten times REST's.
    GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    // The Studio editor's draft renders (renderDraft): free, so budgeted per account.
    DRAFT_RENDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    // ...and the render time they may take per minute per account, so one tenant's drafts cannot slow another's snaps.
    DRAFT_RENDER_MS_PER_MINUTE: z.coerce.number().int().min(100).default(10_000),
    // Signed render URLs (docs/api.md "Render URLs"): how long browsers and CDNs may keep an image, the renders
    // (cache misses) one account's URLs may make per minute, and how long a rotated-out signing key still signs.
    RENDER_URL_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(86_400),
    RENDER_URL_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    URL_SIGNING_KEY_GRACE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(3 * 86_400),
    ALLOWED_PRIVATE_HOSTS: list.default([]),
    // Unlimited accounts are the operator's call (`snapforge account unlimited`); true also lets each account's owners
    // switch their own account over GraphQL and the Studio (a self-hosted team that runs its own server).
    OWNERS_MAY_SET_UNLIMITED: flag.default(false),
    // `snapforge serve` on a database with no account yet makes this e-mail its first owner (and prints a Studio sign-in link).
    SNAPFORGE_ADMIN_EMAIL: z
      .email()
      .transform((e) => e.toLowerCase())
      .optional(),
    // Screenshots: CHROMIUM_PATH alone when set; else the first of CHROMIUM_SYSTEM_PATHS found; else the Chromium @sparticuz/chromium ships.
    CHROMIUM_PATH: z.string().min(1).optional(),
    CHROMIUM_SYSTEM_PATHS: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .default([
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome-stable',
        '/usr/bin/google-chrome',
      ]),
    // One screenshot's budget: fetching the page, loading it and taking the picture.
    SCREENSHOT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    // Where stored files live (docs/operations.md, "Storage"): unset, DATA_DIR/files on local disk; `s3://bucket/prefix`, an
    // S3-compatible store (AWS S3, MinIO, R2) reached at S3_ENDPOINT (unset: AWS) in S3_REGION, with these keys (unset: the
    // AWS SDK's default chain: environment, profile, instance role). Path-style addressing (bucket in the path, as MinIO
    // needs) is the default when S3_ENDPOINT is set.
    STORAGE_URL: z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?#]*)?$/,
        'expected s3://bucket/prefix (unset: the local disk under DATA_DIR)',
      )
      .optional(),
    S3_ENDPOINT: url(['http', 'https']).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'expected a region name such as us-east-1 (R2: auto)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.optional(),
    // /files from an S3 store: `stream` passes each file through this server; `redirect` answers 302 to a presigned URL
    // of the store, valid FILES_REDIRECT_SECONDS (an SVG is always streamed, to keep its Content-Security-Policy).
    FILES_DELIVERY: z.enum(['stream', 'redirect']).default('stream'),
    FILES_REDIRECT_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
    // Storage that forgets (docs/operations.md, "Retention"): finished snaps (and whole finished batches) and screenshots
    // older than this many days go, rows and files; unset, kept forever. Files no row names are swept whatever these say.
    SNAP_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
    SCREENSHOT_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
    // How often the housekeeping (retention and the sweep of unreferenced files) runs.
    HOUSEKEEPING_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    // A render thread beyond the first that has had no task for this long is given back (its memory with it); 0 keeps them all.
    RENDER_THREAD_IDLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
    // A render still running this long after it got its thread is stopped (its thread ended and replaced) and fails.
    RENDER_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    // /readyz reports the render pool saturated while a render has waited longer than this for a thread.
    RENDER_QUEUE_SATURATED_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    START_WORKERS: flag.default(true),
    // Redis key prefix (queues, rate limits): processes of one deployment share it; separate deployments on one Redis must not.
    QUEUE_PREFIX: z
      .string()
      .regex(/^[\w-]+$/)
      .default('snapforge'),
    // BullMQ: how long the job of a worker that died stays taken before another worker runs it again.
    JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    // SIGTERM: in-flight requests and jobs get this long to finish; past it the process exits 1.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    // `snapforge worker` serves /healthz, /readyz and /metrics on this port; unset, it listens on none.
    OPS_PORT: port.optional(),
    // Signs embedded form URLs; unset, a key generated into DATA_DIR/app.key on first start is used (src/forms/app-key.ts).
    APP_KEY: z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)').optional(),
    // Seals the accounts' signing certificates (AES-256-GCM, src/signatures); unset, a key derived from APP_KEY (or
    // DATA_DIR/app.key) is used. Changing it (or that key) makes stored certificates unreadable: they must be uploaded again.
    CERTIFICATE_KEY: z
      .string()
      .trim()
      .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')
      .optional(),
    // Hostile clients (docs/operations.md, "Limits"): a GraphQL operation's cost (first/last-sized lists,
    // renders, previews, layers), its time budget and its response size; browser origins allowed by CORS.
    GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(2000),
    GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
    GRAPHQL_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(8 * 1024 * 1024),
    // Subscriptions open at once per client IP address and process (graphql-ws and SSE together).
    GRAPHQL_MAX_SUBSCRIPTIONS_PER_IP: z.coerce.number().int().min(1).default(100),
    // graphql-ws sockets open at once per client IP address and process: each may hold a frame of up to 4 MB.
    GRAPHQL_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(20),
    // Request bodies held at once (MB, by their declared size): per client IP address (beyond its first body), and in all.
    BODY_BUDGET_PER_IP_MB: z.coerce.number().int().min(1).default(64),
    BODY_BUDGET_MB: z.coerce.number().int().min(128).default(256),
    // Open connections per client IP address (WebSockets included); one more is answered 429 and closed.
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(256),
    // The time a client has to send a whole request, body included; past it the connection is closed.
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    // Addresses this server had before (comma-separated): a stored or requested URL of its files under one still names the file.
    PREVIOUS_PUBLIC_URLS: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((u) => u.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })))
      .default([]),
    CORS_ORIGINS: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim().toLowerCase().replace(/\/+$/, ''))
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https?$/ })
            .refine((o) => new URL(o).origin === o, 'each origin is scheme://host[:port], no path'),
        ),
      )
      .default([]),
    // `production` turns off what only helps a first try on a laptop (the demo account, unless SEED_DEMO says otherwise).
    NODE_ENV: z.string().optional(),
    // Embedded mode's demo account and template, and its token printed at start: on by default, off in production.
    SEED_DEMO: flag.optional(),
    // Waits between webhook attempts (ms, comma-separated); the default schedule spans a day. Tests shorten it.
    WEBHOOK_RETRY_DELAYS_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'expected comma-separated milliseconds')
      .transform((s) => s.split(',').map(Number))
      .optional(),
  })
  .superRefine((c, ctx) => {
    if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = c.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the AWS SDK finds credentials itself)',
      });
    }
  });

export type Config = Omit<z.output<typeof schema>, 'PUBLIC_URL' | 'SEED_DEMO'> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  /** PUBLIC_URL or PORT was set (environment or settings file): a URL the CLI prints is not a guess at the default port. */
  publicUrlSet: boolean;
};

export class ConfigError extends Error {}

const SECRETS = new Set(['APP_KEY', 'CERTIFICATE_KEY', 'S3_SECRET_ACCESS_KEY']);

/** The settings file in the data folder: `KEY=value` lines (.env syntax), read by the server and the CLI alike. */
export const SETTINGS_FILE = 'snapforge.config';

/**
 * DATA_DIR/snapforge.config's settings; none when there is no such file. DATA_DIR (which locates
 * it) and ALLOW_WORLD_WRITABLE_DATA_DIR (which guards it) come only from the environment, and a file
 * another user wrote or may write is refused: it could point the service at another database.
 */
function settingsFile(env: NodeJS.ProcessEnv): { path: string; values: Record<string, string> } {
  const path = join(resolve(env.DATA_DIR || './data'), SETTINGS_FILE);
  let text: string;
  try {
    const stat = statSync(path);
    if (stat.mode & 0o022 || (process.getuid && stat.uid !== process.getuid())) {
      throw new ConfigError(
        `${path} is owned or writable by another user: make it the service user's and private (chmod 600 ${path}).`,
      );
    }
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path, values: {} };
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(`Cannot read ${path}: ${(e as Error).message}`);
  }
  const { DATA_DIR: _dir, ALLOW_WORLD_WRITABLE_DATA_DIR: _guard, ...values } = parseEnv(text) as Record<string, string>;
  return { path, values };
}

/**
 * Reads every setting once: the environment, then DATA_DIR/snapforge.config for what the environment
 * leaves unset (so `serve` and every CLI command agree), then the defaults. An empty variable counts
 * as unset, so `FOO= cmd` restores a default (or the file's value).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const file = settingsFile(env);
  const set = (vars: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined && v !== ''));
  const present = { ...set(file.values), ...set(env) };
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    // A secret is never echoed, even a wrong one.
    const shown = SECRETS.has(name) || present[name] === undefined ? '' : `=${JSON.stringify(present[name])}`;
    const from = env[name] || present[name] === undefined ? '' : ` (in ${file.path})`;
    throw new ConfigError(`Invalid ${name}${shown}${from}: ${issue.message}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== 'production',
    publicUrlSet: present.PUBLIC_URL !== undefined || present.PORT !== undefined,
  };
}
