// What one-off commands share (a capability's cli.ts uses it): the database, one JSON answer, the URL warning, access changes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AccessChange } from '../../access/access-changes.js';
import { ConfigError, SETTINGS_FILE, type Config } from '../../config.js';
import { EmbeddedLock } from '../../db/embedded-lock.js';
import { openDatabase } from '../../db/database.js';
import { publishOnce } from '../../events/event-bus.js';

/**
 * The database a one-off command works on: PostgreSQL (DATABASE_URL), the running server's embedded
 * one, or the embedded one in DATA_DIR. Run in the wrong folder, a command would otherwise start an
 * empty database there and act on it: it is refused unless `create` (`--create`) says to start one.
 */
export async function openForCommand(config: Config, { create = false, migrate = true } = {}) {
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

/** The database a one-off command opened. */
export type CommandDb = Awaited<ReturnType<typeof openDatabase>>;

/** One-off commands open the database (or reach the running server's) and print one JSON object. */
export async function withDb<T>(
  config: Config,
  fn: (db: CommandDb) => Promise<T>,
  opts?: { create?: boolean },
): Promise<void> {
  const db = await openForCommand(config, opts);
  try {
    console.log(JSON.stringify(await fn(db)));
  } finally {
    await db.close();
  }
}

/** A URL the CLI prints is the server's only if it knows the server's address: say so when it guesses. */
export function warnIfGuessedUrl(config: Config): void {
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
export async function announce(config: Config, change: AccessChange): Promise<void> {
  if (!config.REDIS_URL) return;
  const { Redis } = await import('ioredis');
  await publishOnce(
    (options) => new Redis(config.REDIS_URL!, options),
    (events) =>
      'tokenId' in change ? events.publish('tokenRevoked', change) : events.publish('memberChanged', change),
  );
}
