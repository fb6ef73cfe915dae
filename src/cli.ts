import { parseArgs } from 'node:util';
import { createAccount, createToken, accountIdForEmail, AccountError } from './accounts/account-service.js';
import { parseAbilities } from './accounts/access-token.js';
import { seedDemo } from './accounts/demo-seed.js';
import { grantCredits, balance } from './billing/ledger.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { applyMigrations } from './db/migrator.js';

const USAGE = `snapforge <command>

  serve                               run the HTTP API (and, unless START_WORKERS=false, the render workers)
  worker                              run render and delivery workers only (needs REDIS_URL)
  migrate                             apply pending database migrations
  account create --email E --name N [--company C] [--credits N] [--abilities a,b] [--role owner|admin|editor|viewer]
  token create --email E [--abilities a,b]
  credits add --email E --amount N

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
  const demo = database.kind === 'embedded' ? await seedDemo(database.prisma) : null;
  if (demo) {
    const base = config.PUBLIC_URL;
    console.log(`
A demo account and template were created. Try it:

  curl -s ${base}/api/v1/templates/${demo.templateUuid} -H "Authorization: Bearer ${demo.token}" -H "Accept: application/json"

GraphiQL: ${base}/graphql (send the header {"Authorization": "Bearer ${demo.token}"})
This token is shown once; create more with: npx snapforge token create --email demo@snapforge.local
`);
  }
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

export async function main(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  const config = loadConfig();
  switch (`${command ?? ''} ${['account', 'token', 'credits'].includes(command ?? '') ? (sub ?? '') : ''}`.trim()) {
    case 'serve':
      return serve(config);
    case 'worker':
      throw new UsageError('snapforge worker needs the job queue, which arrives with asynchronous snaps');
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
        const accountId = await accountIdForEmail(db.prisma, o.email!);
        await grantCredits(db.prisma, accountId, amount, 'credits added by an operator');
        return { email: o.email!.toLowerCase(), added: amount, balance: await balance(db.prisma, accountId) };
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
  else if (e instanceof ConfigError || e instanceof AccountError) console.error(`snapforge: ${e.message}`);
  else console.error(e);
  process.exit(e instanceof UsageError ? 64 : 1);
}
