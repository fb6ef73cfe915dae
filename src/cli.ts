import { parseArgs } from 'node:util';
import { REST_PATH } from '../rest-adapter/rest-path.js';
import { createAccount, createToken, callerForEmail, AccountError } from './accounts/account-service.js';
import { parseAbilities } from './accounts/access-token.js';
import { DEMO_EMAIL, seedDemo } from './accounts/demo-seed.js';
import { availableCredits } from './billing/balance.js';
import { grantCredits } from './billing/ledger.js';
import { CollectionService } from './collections/collection-service.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { loadAppKey } from './forms/app-key.js';
import { FormService } from './forms/form-service.js';
import { UrlSigner } from './forms/url-signer.js';
import { applyMigrations } from './db/migrator.js';
import { exitOnSignal } from './ops/shutdown.js';
import { DataDirError, keepDataDirPrivate } from './ops/private-data-dir.js';
import { PortInUseError, portError } from './ops/port-in-use-error.js';
import { createSignInLink } from './studio/studio-sessions.js';
import { studioLinkUrl } from './studio/studio-link-url.js';
import { ValidationError } from './validation/validation-error.js';
import { rotateWebhookSecret, webhookSecretFor } from './webhooks/webhook-secret.js';
import { escapeHtml } from './net/escape-html.js';
import { EXPIRES_PARAM } from './render-urls/render-url-signer.js';
import { RenderUrlSigner } from './render-urls/signed-render-url.js';
import { rotateUrlSigningKey, urlSigningKeyFor } from './render-urls/url-signing-keys.js';

const USAGE = `snapforge <command>

  serve                               run the HTTP API (and, unless START_WORKERS=false, the render workers)
  worker                              run render and delivery workers only (needs REDIS_URL)
  migrate                             apply pending database migrations
  account create --email E --name N [--company C] [--credits N] [--abilities a,b] [--role owner|admin|editor|viewer]
  token create --email E [--abilities a,b]
  credits add --email E --amount N
  collection create --email E --name N --templates UUID1,UUID2
  form create --email E (--template UUID | --collection UUID) --layers KEY1,KEY2 [--frame-ancestors ORIGIN1,ORIGIN2]
                                      an embedded form; prints its signed submit URL (run with the server's PUBLIC_URL and key)
  form update --email E --form UUID [--layers KEY1,KEY2] [--frame-ancestors ORIGIN1,ORIGIN2]
                                      changes a form (--frame-ancestors '' returns to same origin only); its URL stays
  render-url --email E --template UUID [--format png|jpeg|webp|pdf] [--query 'title=Hi&qr.hidden=true'] [--expires UNIX_SECONDS]
                                      a signed render URL and its og:image tag (docs/api.md, "Render URLs"; run with the server's PUBLIC_URL)
  url-signing-key show --email E      the account's render-URL signing key (made on first use)
  url-signing-key rotate --email E    a new render-URL signing key (the old one signs for URL_SIGNING_KEY_GRACE_SECONDS more)
  webhook-secret show --email E       the account's webhook signing secret
  webhook-secret rotate --email E     a new signing secret (the old one stops working at once)
  studio-link --email E               a one-time Studio sign-in URL (works once, within 15 minutes; run with the server's PUBLIC_URL)

Settings come from the environment (PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL, PUBLIC_URL, ...): see docs/operations.md.`;

class UsageError extends Error {}

function options(args: string[], spec: Record<string, { type: 'string' }>) {
  try {
    return parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values as Record<string, string | undefined>;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function required(values: Record<string, string | undefined>, ...names: string[]) {
  for (const n of names) if (values[n] === undefined) throw new UsageError(`--${n} is required`);
}

/** A comma-separated option as its items; unset stays unset. */
function commaList(value: string | undefined): string[] | undefined {
  return value?.split(',').map((item) => item.trim()).filter(Boolean);
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

/** One-off commands open the database (or reach the running server's) and print one JSON object. */
async function withDb<T>(config: Config, fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    console.log(JSON.stringify(await fn(db)));
  } finally {
    await db.close();
  }
}

async function serve(config: Config) {
  // Loaded here so that one-off commands skip the HTTP and GraphQL stack.
  const { startApp } = await import('./app.js');
  const app = await startApp(config);
  const { logger, database } = app.services;
  logger.info({ url: config.PUBLIC_URL, database: database.kind }, 'Snapforge is listening');
  const demo = database.kind === 'embedded' ? await seedDemo(database.prisma, app.services.templates) : null;
  if (demo) {
    const base = config.PUBLIC_URL;
    console.log(`
A demo account and template were created. Render your first snap:

  curl -s ${base}${REST_PATH}/snaps -H "Authorization: Bearer ${demo.token}" -H "Accept: application/json" -H "Content-Type: application/json" -d '{"template_id": "${demo.templateUuid}", "variants": [{"layer": "title", "text": "My first snap"}]}'

The answer's media_url is the image. GraphiQL: ${base}/graphql (header {"Authorization": "Bearer ${demo.token}"}).
This token is shown once; make more with: npx snapforge token create --email ${DEMO_EMAIL}

Open the Studio, signed in (this link works once, within 15 minutes; make another with npx snapforge studio-link --email ${DEMO_EMAIL}):

  ${studioLinkUrl(base, await createSignInLink(database.prisma, DEMO_EMAIL))}
`);
  }
  exitOnSignal(logger, config.SHUTDOWN_TIMEOUT_MS, () => app.close());
}

/** Renders and delivers queued jobs, without HTTP: scaled mode, next to `serve` with START_WORKERS=false. */
async function worker(config: Config) {
  if (!config.REDIS_URL) throw new UsageError('snapforge worker needs REDIS_URL: without a shared queue, `snapforge serve` renders in its own process.');
  const { createRuntime } = await import('./app.js');
  const { startOpsServer } = await import('./ops/ops-server.js');
  const runtime = await createRuntime(config, { work: true });
  const { logger, metrics, database } = runtime.services;
  const { OPS_PORT: port, HOST: host } = config;
  const ops =
    port === undefined
      ? undefined
      : await startOpsServer({ metrics, readiness: runtime.readiness, host, port }).catch(async (e) => {
          // As `serve` does: stop what started, then say which setting to change.
          await runtime.close();
          throw portError(e, 'OPS_PORT', port, host);
        });
  runtime.warmUp();
  logger.info({ database: database.kind, opsPort: config.OPS_PORT }, 'Snapforge worker is running');
  exitOnSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    await ops?.close();
    await runtime.close();
  });
}

export async function main(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  const config = loadConfig();
  await keepDataDirPrivate(config.DATA_DIR, { allowWorldWritable: config.ALLOW_WORLD_WRITABLE_DATA_DIR });
  switch (`${command ?? ''} ${['account', 'token', 'credits', 'collection', 'form', 'webhook-secret', 'url-signing-key'].includes(command ?? '') ? (sub ?? '') : ''}`.trim()) {
    case 'serve':
      return serve(config);
    case 'worker':
      return worker(config);
    case 'studio-link': {
      const o = options([sub, ...rest].filter((a) => a !== undefined), { email: { type: 'string' } });
      required(o, 'email');
      const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
      try {
        console.log(studioLinkUrl(config.PUBLIC_URL, await createSignInLink(db.prisma, o.email!)));
      } finally {
        await db.close();
      }
      return;
    }
    case 'migrate': {
      const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: false });
      try {
        console.log(JSON.stringify({ applied: await applyMigrations(db.sql) }));
      } finally {
        await db.close();
      }
      return;
    }
    case 'account create': {
      const o = options(rest, { email: { type: 'string' }, name: { type: 'string' }, company: { type: 'string' }, credits: { type: 'string' }, abilities: { type: 'string' }, role: { type: 'string' } });
      required(o, 'email', 'name');
      return withDb(config, (db) =>
        createAccount(db.prisma, {
          email: o.email!,
          name: o.name!,
          company: o.company,
          credits: integer(o.credits, 'credits'),
          abilities: parseAbilities(o.abilities),
          role: o.role as never,
        }),
      );
    }
    case 'token create': {
      const o = options(rest, { email: { type: 'string' }, abilities: { type: 'string' } });
      required(o, 'email');
      return withDb(config, (db) => createToken(db.prisma, o.email!, parseAbilities(o.abilities)));
    }
    case 'credits add': {
      const o = options(rest, { email: { type: 'string' }, amount: { type: 'string' } });
      required(o, 'email', 'amount');
      const amount = integer(o.amount, 'amount')!;
      if (amount <= 0) throw new UsageError('--amount must be a positive whole number');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        await grantCredits(db.prisma, accountId, amount, 'credits added by an operator');
        return { email: o.email!.toLowerCase(), added: amount, balance: await availableCredits(db.sql, accountId) };
      });
    }
    case 'collection create': {
      const o = options(rest, { email: { type: 'string' }, name: { type: 'string' }, templates: { type: 'string' } });
      required(o, 'email', 'name', 'templates');
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const templateIds = o.templates!.split(',').map((t) => t.trim()).filter(Boolean);
        const c = await new CollectionService(db.prisma).create(caller, { name: o.name, templateIds });
        return { uuid: c.uuid };
      });
    }
    case 'form create':
    case 'form update': {
      const o = options(rest, { email: { type: 'string' }, template: { type: 'string' }, collection: { type: 'string' }, form: { type: 'string' }, layers: { type: 'string' }, 'frame-ancestors': { type: 'string' } });
      required(o, 'email', ...(sub === 'create' ? ['layers'] : ['form']));
      const signer = new UrlSigner(await loadAppKey(config));
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const forms = new FormService({ prisma: db.prisma, signer, apiUrl: config.PUBLIC_URL + REST_PATH });
        const [layers, frameAncestors] = [commaList(o.layers), commaList(o['frame-ancestors'])];
        if (sub === 'create') {
          const form = await forms.create(caller, { templateId: o.template, collectionId: o.collection, layers, frameAncestors });
          return { uuid: form.uuid, url: forms.url(form) };
        }
        const form = await forms.update(caller, o.form!, { layers, frameAncestors });
        return { uuid: form.uuid, url: forms.url(form), layers: form.layers, frame_ancestors: form.frameAncestors };
      });
    }
    case 'webhook-secret show':
    case 'webhook-secret rotate': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        const secret = sub === 'rotate' ? await rotateWebhookSecret(db.prisma, accountId) : await webhookSecretFor(db.prisma, accountId);
        return { email: o.email!.toLowerCase(), webhook_secret: secret };
      });
    }
    case 'render-url': {
      const o = options([sub, ...rest].filter((a) => a !== undefined), { email: { type: 'string' }, template: { type: 'string' }, format: { type: 'string' }, query: { type: 'string' }, expires: { type: 'string' } });
      required(o, 'email', 'template');
      const expires = integer(o.expires, 'expires');
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const params: [string, string][] = [...new URLSearchParams(o.query ?? '')];
        if (expires !== undefined) params.push([EXPIRES_PARAM, String(expires)]);
        const url = await new RenderUrlSigner({ sql: db.sql, publicUrl: config.PUBLIC_URL, apiPath: REST_PATH }).signQuery(caller, o.template!, o.format ?? 'png', params);
        return { url, og_image_tag: `<meta property="og:image" content="${escapeHtml(url)}">` };
      });
    }
    case 'url-signing-key show':
    case 'url-signing-key rotate': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        const key = sub === 'rotate' ? await rotateUrlSigningKey(db.sql, accountId, config.URL_SIGNING_KEY_GRACE_SECONDS) : await urlSigningKeyFor(db.sql, accountId);
        return { email: o.email!.toLowerCase(), url_signing_key: key };
      });
    }
    default:
      throw new UsageError(command ? `unknown command: ${argv.join(' ')}` : 'no command given');
  }
}

try {
  await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) console.error(`snapforge: ${e.message}\n\n${USAGE}`);
  else if (e instanceof ConfigError || e instanceof AccountError || e instanceof ValidationError || e instanceof PortInUseError || e instanceof DataDirError) console.error(`snapforge: ${e.message}`);
  else console.error(e);
  process.exit(e instanceof UsageError ? 64 : 1);
}
