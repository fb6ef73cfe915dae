// Running Snapforge: `serve`, `worker`, `migrate` and `studio-link` (a sign-in link to the served Studio).
import { REST_PATH } from '../../rest-adapter/rest-path.js';
import { createAccount } from '../accounts/account-service.js';
import { studioLinkUrl } from '../accounts/studio-link-url.js';
import type { Config } from '../config.js';
import { applyMigrations } from '../db/migrator.js';
import { portError } from '../ops/port-in-use-error.js';
import { exitOnSignal } from '../ops/shutdown.js';
import { DEMO_EMAIL, seedDemo } from '../server/demo-seed.js';
import { createSignInLink } from '../studio/studio-sessions.js';
import { EMAIL, UsageError, type Command, type LocalCommand } from '../modules/cli/command.js';
import { openForCommand, warnIfGuessedUrl } from '../modules/cli/one-off.js';

async function serve(config: Config) {
  // Loaded here so that one-off commands skip the HTTP and GraphQL stack.
  const { startApp } = await import('../server/app.js');
  const app = await startApp(config);
  const { h264EncoderName } = await import('../render/index.js');
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
  const { createRuntime } = await import('../server/runtime.js');
  const { startOpsServer } = await import('../ops/ops-server.js');
  const runtime = await createRuntime(config, { work: true });
  const { h264EncoderName } = await import('../render/index.js');
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

const serveCommand: LocalCommand = {
  name: 'serve',
  usage: `  serve                               run the HTTP API (and, unless START_WORKERS=false, the render workers)`,
  run: (_, config) => serve(config),
};

const workerCommand: LocalCommand = {
  name: 'worker',
  usage: `  worker                              run render and delivery workers only (needs REDIS_URL)`,
  run: (_, config) => worker(config),
};

const migrate: LocalCommand = {
  name: 'migrate',
  usage: `  migrate [--create]                  apply pending database migrations (--create: start a new embedded database in DATA_DIR)`,
  options: { create: { type: 'boolean' } },
  run: async ({ create }, config) => {
    const db = await openForCommand(config, { create: !!create, migrate: false });
    try {
      console.log(JSON.stringify({ applied: await applyMigrations(db.sql) }));
    } finally {
      await db.close();
    }
  },
};

const studioLink: LocalCommand = {
  name: 'studio-link',
  usage: `  studio-link --email E               a one-time Studio sign-in URL (works once, within 15 minutes)`,
  options: EMAIL,
  required: ['email'],
  run: async (o, config) => {
    const db = await openForCommand(config);
    try {
      warnIfGuessedUrl(config);
      console.log(studioLinkUrl(config.PUBLIC_URL, await createSignInLink(db.prisma, o.email!)));
    } finally {
      await db.close();
    }
  },
};

/** The process's own commands (the capabilities' are in their folders' cli.ts). */
export const commands: Command[] = [serveCommand, workerCommand, migrate, studioLink];
