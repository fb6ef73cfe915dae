import { parseArgs } from 'node:util';
import { apiUrlOf, REST_PATH } from '../rest-adapter/rest-path.js';
import { createAccount, callerForEmail, AccountError } from './accounts/account-service.js';
import { createApiKey, listApiKeys, revokeApiKey } from './accounts/api-keys.js';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './accounts/members.js';
import { parseAbilities } from './access/access-token.js';
import type { AccessChange } from './access/access-changes.js';
import { DEMO_EMAIL, seedDemo } from './server/demo-seed.js';
import { availableCredits } from './billing/balance.js';
import { grantCredits } from './billing/ledger.js';
import { setUnlimited } from './billing/unlimited.js';
import { ConfigError, loadConfig, SETTINGS_FILE, type Config } from './config.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EmbeddedLock } from './db/embedded-lock.js';
import { openDatabase, type Db } from './db/database.js';
import { publishOnce } from './events/event-bus.js';
import { loadAppKey } from './forms/app-key.js';
import { applyMigrations } from './db/migrator.js';
import { exitOnSignal } from './ops/shutdown.js';
import { DataDirError, keepDataDirPrivate } from './ops/private-data-dir.js';
import { PortInUseError, portError } from './ops/port-in-use-error.js';
import { createSignInLink } from './studio/studio-sessions.js';
import { studioLinkUrl } from './accounts/studio-link-url.js';
import { ValidationError } from './errors/validation-error.js';
import { ForbiddenError } from './errors/forbidden-error.js';
import { NotFoundError } from './errors/not-found-error.js';
import { rotateWebhookSecret, webhookSecretFor } from './webhooks/webhook-secret.js';
import { escapeHtml } from './net/escape-html.js';
import { serveMcpOverStdio } from './mcp/stdio-transport.js';
import { FolderSyncError } from './template-bundles/folder-sync.js';
import { EXPIRES_PARAM } from './render-urls/render-url-signer.js';
import { rotateUrlSigningKey, urlSigningKeyFor } from './render-urls/url-signing-keys.js';

const USAGE = `snapforge <command>          (snapforge help <command>, or <command> --help: that command only)

  serve                               run the HTTP API (and, unless START_WORKERS=false, the render workers)
  worker                              run render and delivery workers only (needs REDIS_URL)
  mcp                                 an MCP server on stdin/stdout for a local AI assistant, calling the server at
                                      SNAPFORGE_URL with the API key SNAPFORGE_TOKEN (docs/integrations.md)
  pull DIR                            writes the templates of the server at SNAPFORGE_URL (API key SNAPFORGE_TOKEN) into
                                      DIR as template files (docs/template-files.md)
  push DIR [--dry-run]                sends DIR's template files to that server: new ones added, changed ones published
                                      as their next version, unchanged ones untouched (--dry-run: say what would change)
  migrate [--create]                  apply pending database migrations (--create: start a new embedded database in DATA_DIR)
  account create --email E --name N [--company C] [--credits N] [--abilities a,b] [--role owner|admin|editor|viewer] [--create]
                                      a new account, its owner and a first API key (--create: start a new embedded database)
  token create --email E [--name N] [--role owner|admin|editor|viewer] [--abilities a,b]
                                      a new API key for that user (its role at most the user's); the secret is shown once
  token list --email E                the keys of that user's account: id, name, prefix, role, created, last used, revoked
  token revoke --email E --id N       revokes a key of that user's account (servers forget it at once with REDIS_URL, else within 5 s)
  credits add --email E --amount N
  credits unlimited --email E         the account is never refused for credits (usage still counts every render)
  credits limited --email E           the account spends its credits again
  collection create --email E --name N --templates UUID1,UUID2
  form create --email E (--template UUID | --collection UUID) --layers KEY1,KEY2 [--frame-ancestors ORIGIN1,ORIGIN2]
                                      an embedded form; prints its signed submit URL
  form update --email E --form UUID [--layers KEY1,KEY2] [--frame-ancestors ORIGIN1,ORIGIN2]
                                      changes a form (--frame-ancestors '' returns to same origin only); its URL stays
  render-url --email E --template UUID [--format png|jpeg|webp|pdf] [--query 'title=Hi&qr.hidden=true'] [--expires UNIX_SECONDS]
                                      a signed render URL and its og:image tag (docs/api.md, "Render URLs")
  versions list --email E --template UUID
                                      the template's published versions, newest first: number, author, time
  versions show --email E --template UUID --version N
                                      one version with its design (docs/api.md, "Versions")
  versions diff --email E --template UUID --version N [--to M]
                                      what changed from version N to M (default: the latest), in sentences
  versions restore --email E --template UUID --version N
                                      publishes version N's design again, as the next version
  url-signing-key show --email E      the account's render-URL signing key (made on first use)
  url-signing-key rotate --email E    a new render-URL signing key (the old one signs for URL_SIGNING_KEY_GRACE_SECONDS more)
  webhook-secret show --email E       the account's webhook signing secret
  webhook-secret rotate --email E     a new signing secret (the old one stops working at once)
  studio-link --email E               a one-time Studio sign-in URL (works once, within 15 minutes)
  member list --email E               the members of that user's account: id, email, name, role, invited, joined
  member invite --email E --invite NEW_EMAIL --role owner|admin|editor|viewer [--name N]
                                      adds a person to E's account; prints their one-time invitation URL (works once, within 7 days)
  member role --email E --id N --role owner|admin|editor|viewer
                                      changes a member's role (as E: only owners make or change owners; an account keeps an owner)
  member remove --email E --id N      removes a member with their keys and sessions (the last owner cannot be removed)
  help [command]                      this text (also --help, -h)

Settings (PORT, PUBLIC_URL, DATA_DIR, DATABASE_URL, REDIS_URL, ...) come from the environment, then from
DATA_DIR/${SETTINGS_FILE} (KEY=value lines) for what the environment leaves unset: the server and every
command read the same ones, so URLs printed here match the server's. See docs/operations.md.`;

/** The commands that take a second word (`token create`). */
const NOUNS = [
  'account',
  'token',
  'member',
  'credits',
  'collection',
  'form',
  'webhook-secret',
  'url-signing-key',
  'versions',
];
const HELP = new Set(['--help', '-h', 'help']);

/** The usage lines of one command (`token` or `token create`), with their continuation lines; all of it when none match. */
function usageOf(words: string[]): string {
  const name = words.join(' ');
  const lines = USAGE.split('\n');
  const picked: string[] = [];
  let taking = false;
  for (const line of lines) {
    if (/^ {2}\S/.test(line)) taking = line.slice(2).startsWith(name + ' ') || line.slice(2) === name;
    else if (!/^ {3,}\S/.test(line)) taking = false;
    if (taking) picked.push(line);
  }
  return picked.length ? `snapforge ${name}\n\n${picked.join('\n')}\n\n${lines.slice(-3).join('\n')}` : USAGE;
}

/** The command the arguments name: one word, or two for a noun's (`token create`). */
function commandWords(argv: string[]): string[] {
  const [command, sub] = argv;
  return NOUNS.includes(command) && sub && !sub.startsWith('-') ? [command, sub] : [command];
}

/** The words a help request names (`help token create`, `token create --help`), or null when it is not one. */
function helpRequest(argv: string[]): string[] | null {
  if (argv.length === 0) return null;
  if (HELP.has(argv[0])) return argv.slice(1).filter((a) => !a.startsWith('-'));
  if (!argv.some((a) => HELP.has(a) && a !== 'help')) return null;
  return commandWords(argv);
}

/** What a usage error shows: the usage of the command it was in (`token` for an unknown `token frob`), else all of it. */
function usageAfterError(argv: string[]): string {
  const words = commandWords(argv);
  if (argv.length === 0 || words[0].startsWith('-')) return USAGE;
  const own = usageOf(words);
  return own === USAGE && words.length > 1 ? usageOf(words.slice(0, 1)) : own;
}

class UsageError extends Error {}

function options(args: string[], spec: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    return parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values as Record<
      string,
      string | undefined
    >;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

function required(values: Record<string, string | undefined>, ...names: string[]) {
  for (const n of names) if (values[n] === undefined) throw new UsageError(`--${n} is required`);
}

/** A comma-separated option as its items; unset stays unset. */
function commaList(value: string | undefined): string[] | undefined {
  return value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

/**
 * The database a one-off command works on: PostgreSQL (DATABASE_URL), the running server's embedded
 * one, or the embedded one in DATA_DIR. Run in the wrong folder, a command would otherwise start an
 * empty database there and act on it: it is refused unless `create` (`--create`) says to start one.
 */
async function openForCommand(config: Config, { create = false, migrate = true } = {}) {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config;
  if (
    !databaseUrl &&
    !create &&
    !existsSync(join(dataDir, 'pgdata', 'PG_VERSION')) &&
    (await EmbeddedLock.holder(dataDir)) === null
  ) {
    throw new ConfigError(
      `No database in ${dataDir} (DATA_DIR). Run this with the server's settings: its DATA_DIR (or DATABASE_URL), in the environment ` +
        `or in DATA_DIR/${SETTINGS_FILE}. To start a new embedded database there, run \`snapforge account create ... --create\` or \`snapforge migrate --create\`.`,
    );
  }
  return openDatabase({ databaseUrl, dataDir, migrate });
}

/** A URL the CLI prints is the server's only if it knows the server's address: say so when it guesses. */
function warnIfGuessedUrl(config: Config): void {
  if (!config.publicUrlSet) {
    console.error(
      `snapforge: neither PUBLIC_URL nor PORT is set (environment or DATA_DIR/${SETTINGS_FILE}): this URL assumes the server at ${config.PUBLIC_URL}.`,
    );
  }
}

/**
 * Tells the running servers to forget a revoked key, or a member whose role changed, now. Through
 * Redis in scaled mode; without Redis the CLI cannot reach a server's memory, so a server forgets it
 * within its 5-second cache (doing it in the Studio or over GraphQL is immediate there).
 */
async function announce(config: Config, change: AccessChange): Promise<void> {
  if (!config.REDIS_URL) return;
  const { Redis } = await import('ioredis');
  await publishOnce(
    (options) => new Redis(config.REDIS_URL!, options),
    (events) =>
      'tokenId' in change ? events.publish('tokenRevoked', change) : events.publish('memberChanged', change),
  );
}

/** Whom a member command acts as: the user with this e-mail, in their account and role. */
async function managerFor(db: Db, email: string) {
  const { accountId, role } = await callerForEmail(db, email);
  return { accountId, role: role! };
}

/** One-off commands open the database (or reach the running server's) and print one JSON object. */
async function withDb<T>(
  config: Config,
  fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
  opts?: { create?: boolean },
): Promise<void> {
  const db = await openForCommand(config, opts);
  try {
    console.log(JSON.stringify(await fn(db)));
  } finally {
    await db.close();
  }
}

async function serve(config: Config) {
  // Loaded here so that one-off commands skip the HTTP and GraphQL stack.
  const { startApp } = await import('./server/app.js');
  const app = await startApp(config);
  const { h264EncoderName } = await import('./render/index.js');
  const { logger, database } = app.services;
  logger.info(
    { url: config.PUBLIC_URL, database: database.kind, mp4Encoder: await h264EncoderName() },
    'Snapforge is listening',
  );
  const empty = (await database.prisma.account.count()) === 0;
  if (empty && config.SNAPFORGE_ADMIN_EMAIL) {
    const email = config.SNAPFORGE_ADMIN_EMAIL;
    // No token is printed: the owner signs in with the link and makes API keys in the Studio (or with the CLI).
    await createAccount(database.prisma, { email, name: email.split('@')[0] });
    console.log(`
The first account was created for ${email} (SNAPFORGE_ADMIN_EMAIL), its owner. Sign in to the Studio (this link works once,
within 15 minutes; make another with npx snapforge studio-link --email ${email}), then make API keys on its "API keys" page:

  ${studioLinkUrl(config.PUBLIC_URL, await createSignInLink(database.prisma, email))}

New accounts have no credits: npx snapforge credits add --email ${email} --amount N, or npx snapforge credits unlimited --email ${email}.
`);
  } else if (empty && (database.kind !== 'embedded' || !config.SEED_DEMO)) {
    console.log(`
This database has no account yet. Create the first (an owner, with an API key), with this server's settings:

  npx snapforge account create --email you@example.com --name "You" --credits 100

or set SNAPFORGE_ADMIN_EMAIL=you@example.com and restart: the server then creates it and prints a Studio sign-in link.
`);
  }
  const demo =
    database.kind === 'embedded' && config.SEED_DEMO && !config.SNAPFORGE_ADMIN_EMAIL
      ? await seedDemo(database.prisma, app.services.templates)
      : null;
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
  if (!config.REDIS_URL)
    throw new UsageError(
      'snapforge worker needs REDIS_URL: without a shared queue, `snapforge serve` renders in its own process.',
    );
  const { createRuntime } = await import('./server/runtime.js');
  const { startOpsServer } = await import('./ops/ops-server.js');
  const runtime = await createRuntime(config, { work: true });
  const { h264EncoderName } = await import('./render/index.js');
  const { logger, metrics, database } = runtime.services;
  const { OPS_PORT: port, HOST: host } = config;
  const ops =
    port === undefined
      ? undefined
      : await startOpsServer({ metrics, readiness: runtime.readiness, mp4Encoder: h264EncoderName, host, port }).catch(
          async (e) => {
            // As `serve` does: stop what started, then say which setting to change.
            await runtime.close();
            throw portError(e, 'OPS_PORT', port, host);
          },
        );
  runtime.warmUp();
  logger.info(
    { database: database.kind, opsPort: config.OPS_PORT, mp4Encoder: await h264EncoderName() },
    'Snapforge worker is running',
  );
  exitOnSignal(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
    await ops?.close();
    await runtime.close();
  });
}

/** `pull DIR` and `push DIR [--dry-run]`: clients of a running server, as `mcp` is. */
async function folderCommand(command: 'pull' | 'push', args: (string | undefined)[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: args.filter((a) => a !== undefined),
      options: command === 'push' ? { 'dry-run': { type: 'boolean' } } : {},
      strict: true,
      allowPositionals: true,
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const [dir, ...extra] = parsed.positionals;
  if (!dir || extra.length) throw new UsageError(`snapforge ${command} takes one folder`);
  const { pullFolder, pushFolder } = await import('./template-bundles/folder-sync.js');
  console.log(
    command === 'pull'
      ? await pullFolder(process.env, dir)
      : await pushFolder(process.env, dir, !!parsed.values['dry-run']),
  );
}

export async function main(argv: string[]): Promise<void> {
  const help = helpRequest(argv);
  if (help) return void console.log(help.length ? usageOf(help) : USAGE);
  const [command, sub, ...rest] = argv;
  // A client of a running server: no settings, data folder or database of its own, and stdout is MCP's.
  if (command === 'mcp') return serveMcpOverStdio(process.env);
  if (command === 'pull' || command === 'push') return folderCommand(command, [sub, ...rest]);
  const config = loadConfig();
  await keepDataDirPrivate(config.DATA_DIR, { allowWorldWritable: config.ALLOW_WORLD_WRITABLE_DATA_DIR });
  switch (`${command ?? ''} ${NOUNS.includes(command ?? '') ? (sub ?? '') : ''}`.trim()) {
    case 'serve':
      return serve(config);
    case 'worker':
      return worker(config);
    case 'studio-link': {
      const o = options(
        [sub, ...rest].filter((a) => a !== undefined),
        { email: { type: 'string' } },
      );
      required(o, 'email');
      const db = await openForCommand(config);
      try {
        warnIfGuessedUrl(config);
        console.log(studioLinkUrl(config.PUBLIC_URL, await createSignInLink(db.prisma, o.email!)));
      } finally {
        await db.close();
      }
      return;
    }
    case 'migrate': {
      const { create } = options(
        [sub, ...rest].filter((a) => a !== undefined),
        { create: { type: 'boolean' } },
      );
      const db = await openForCommand(config, { create: !!create, migrate: false });
      try {
        console.log(JSON.stringify({ applied: await applyMigrations(db.sql) }));
      } finally {
        await db.close();
      }
      return;
    }
    case 'account create': {
      const o = options(rest, {
        email: { type: 'string' },
        name: { type: 'string' },
        company: { type: 'string' },
        credits: { type: 'string' },
        abilities: { type: 'string' },
        role: { type: 'string' },
        create: { type: 'boolean' },
      });
      required(o, 'email', 'name');
      return withDb(
        config,
        (db) =>
          createAccount(db.prisma, {
            email: o.email!,
            name: o.name!,
            company: o.company,
            credits: integer(o.credits, 'credits'),
            abilities: parseAbilities(o.abilities),
            role: o.role as never,
          }),
        { create: !!o.create },
      );
    }
    case 'token create': {
      const o = options(rest, {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        abilities: { type: 'string' },
      });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { userId } = await callerForEmail(db.prisma, o.email!);
        const { key, secret } = await createApiKey(db.prisma, userId!, {
          name: o.name ?? 'cli',
          role: (o.role ?? null) as never,
          abilities: parseAbilities(o.abilities),
        });
        return {
          token: secret,
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          email: key.email,
          role: key.role,
          abilities: key.abilities,
        };
      });
    }
    case 'token list': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        return { keys: await listApiKeys(db.prisma, accountId) };
      });
    }
    case 'token revoke': {
      const o = options(rest, { email: { type: 'string' }, id: { type: 'string' } });
      required(o, 'email', 'id');
      const id = integer(o.id, 'id')!;
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        const key = await revokeApiKey(db.prisma, accountId, id);
        await announce(config, { tokenId: id });
        return { revoked: key };
      });
    }
    case 'member list': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => ({
        members: await listMembers(db.prisma, (await callerForEmail(db.prisma, o.email!)).accountId),
      }));
    }
    case 'member invite': {
      const o = options(rest, {
        email: { type: 'string' },
        invite: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      });
      required(o, 'email', 'invite', 'role');
      warnIfGuessedUrl(config);
      return withDb(config, async (db) => {
        const { member, token } = await inviteMember(db.prisma, await managerFor(db.prisma, o.email!), {
          email: o.invite!,
          role: o.role!,
          name: o.name,
        });
        return { member, link: studioLinkUrl(config.PUBLIC_URL, token) };
      });
    }
    case 'member role':
    case 'member remove': {
      const o = options(rest, {
        email: { type: 'string' },
        id: { type: 'string' },
        ...(sub === 'role' ? { role: { type: 'string' } } : {}),
      });
      required(o, 'email', 'id', ...(sub === 'role' ? ['role'] : []));
      const id = integer(o.id, 'id')!;
      return withDb(config, async (db) => {
        const by = await managerFor(db.prisma, o.email!);
        const member =
          sub === 'role' ? await changeMemberRole(db.prisma, by, id, o.role!) : await removeMember(db.prisma, by, id);
        await announce(config, { userId: id });
        return sub === 'role' ? { member } : { removed: member };
      });
    }
    case 'credits unlimited':
    case 'credits limited': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        await setUnlimited(db.prisma, accountId, sub === 'unlimited');
        return {
          email: o.email!.toLowerCase(),
          unlimited: sub === 'unlimited',
          balance: await availableCredits(db.sql, accountId),
        };
      });
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
        const templateIds = o
          .templates!.split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        const { collectionsModule } = await import('./collections/module.js');
        const collections = collectionsModule.provides.collections.build({ database: db });
        const c = await collections.create(caller, { name: o.name, templateIds });
        return { uuid: c.uuid };
      });
    }
    case 'form create':
    case 'form update': {
      const o = options(rest, {
        email: { type: 'string' },
        template: { type: 'string' },
        collection: { type: 'string' },
        form: { type: 'string' },
        layers: { type: 'string' },
        'frame-ancestors': { type: 'string' },
      });
      required(o, 'email', ...(sub === 'create' ? ['layers'] : ['form']));
      const appKey = await loadAppKey(config);
      // Modules load with the command that uses them: a command pays only for its own.
      const { formsModule } = await import('./forms/module.js');
      warnIfGuessedUrl(config);
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const forms = formsModule.provides.forms.build({ database: db, appKey, apiUrl: apiUrlOf(config.PUBLIC_URL) });
        const [layers, frameAncestors] = [commaList(o.layers), commaList(o['frame-ancestors'])];
        if (sub === 'create') {
          const form = await forms.create(caller, {
            templateId: o.template,
            collectionId: o.collection,
            layers,
            frameAncestors,
          });
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
        const secret =
          sub === 'rotate'
            ? await rotateWebhookSecret(db.prisma, accountId)
            : await webhookSecretFor(db.prisma, accountId);
        return { email: o.email!.toLowerCase(), webhook_secret: secret };
      });
    }
    case 'render-url': {
      const o = options(
        [sub, ...rest].filter((a) => a !== undefined),
        {
          email: { type: 'string' },
          template: { type: 'string' },
          format: { type: 'string' },
          query: { type: 'string' },
          expires: { type: 'string' },
        },
      );
      required(o, 'email', 'template');
      const expires = integer(o.expires, 'expires');
      warnIfGuessedUrl(config);
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const params: [string, string][] = [...new URLSearchParams(o.query ?? '')];
        if (expires !== undefined) params.push([EXPIRES_PARAM, String(expires)]);
        const { renderUrlsModule } = await import('./render-urls/module.js');
        const signer = renderUrlsModule.provides.renderUrlSigner.build({ database: db, config });
        const url = await signer.signQuery(caller, o.template!, o.format ?? 'png', params);
        return { url, og_image_tag: `<meta property="og:image" content="${escapeHtml(url)}">` };
      });
    }
    case 'versions list':
    case 'versions show':
    case 'versions diff':
    case 'versions restore': {
      const o = options(rest, {
        email: { type: 'string' },
        template: { type: 'string' },
        version: { type: 'string' },
        to: { type: 'string' },
      });
      required(o, 'email', 'template', ...(sub === 'list' ? [] : ['version']));
      const [version, to] = [integer(o.version, 'version'), integer(o.to, 'to')];
      const { templatesModule } = await import('./templates/module.js');
      const { openStorage } = await import('./storage/open-storage.js');
      const storage = await openStorage(config);
      return withDb(config, async (db) => {
        const caller = await callerForEmail(db.prisma, o.email!);
        const templates = templatesModule.provides.templates.build({ database: db, storage });
        const versions = templatesModule.provides.templateVersions.build({ database: db, templates });
        const summary = (v: { version: number; authorLabel: string; createdAt: Date }) => ({
          version: v.version,
          author: v.authorLabel,
          created_at: v.createdAt.toISOString(),
        });
        if (sub === 'list') return { versions: (await versions.list(caller, o.template!)).map(summary) };
        if (sub === 'show') {
          const v = await versions.show(caller, o.template!, version!);
          return { ...summary(v), design: v.design };
        }
        if (sub === 'diff') return versions.diff(caller, o.template!, version!, to);
        const t = await versions.restore(caller, o.template!, version!);
        return { uuid: t.uuid, version: t.version, restored: version };
      });
    }
    case 'url-signing-key show':
    case 'url-signing-key rotate': {
      const o = options(rest, { email: { type: 'string' } });
      required(o, 'email');
      return withDb(config, async (db) => {
        const { accountId } = await callerForEmail(db.prisma, o.email!);
        const key =
          sub === 'rotate'
            ? await rotateUrlSigningKey(db.sql, accountId, config.URL_SIGNING_KEY_GRACE_SECONDS)
            : await urlSigningKeyFor(db.sql, accountId);
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
  if (e instanceof UsageError) console.error(`snapforge: ${e.message}\n\n${usageAfterError(process.argv.slice(2))}`);
  else if (
    e instanceof ConfigError ||
    e instanceof AccountError ||
    e instanceof ValidationError ||
    e instanceof ForbiddenError ||
    e instanceof NotFoundError ||
    e instanceof PortInUseError ||
    e instanceof DataDirError ||
    e instanceof FolderSyncError
  )
    console.error(`snapforge: ${e.message}`);
  else console.error(e);
  process.exit(e instanceof UsageError ? 64 : 1);
}
