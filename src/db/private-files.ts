import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Takes group and other permissions off `path` and, for a directory, everything under it. PGlite
 * writes its initial database files 0666 whatever the process's umask (the files PostgreSQL adds
 * later follow it), so the embedded database is tightened each time it opens. Synchronous: it
 * runs while a process starts, and a thousand stat calls take ~10 ms this way against ~80 ms as
 * promises. Another process may be using the database meanwhile (a server, a second command):
 * a file it removes between the listing and its chmod is skipped, not an error.
 */
export function makePrivate(path: string): void {
  const s = unlessGone(() => lstatSync(path));
  if (!s || s.isSymbolicLink()) return;
  if (s.mode & 0o077) unlessGone(() => chmodSync(path, s.mode & 0o700));
  if (s.isDirectory()) for (const name of unlessGone(() => readdirSync(path)) ?? []) makePrivate(join(path, name));
}

/** `f()`, or undefined when what it touches no longer exists. */
function unlessGone<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * The embedded database made private after PGlite opened it: the whole tree when its files are
 * still as PGlite created them (a new database, or one an earlier version left open to all);
 * else only the relation cache files PostgreSQL rewrote 0644 at this start.
 */
export function makeEmbeddedDatabasePrivate(pgdata: string): void {
  if (lstatSync(join(pgdata, 'PG_VERSION')).mode & 0o077) return makePrivate(pgdata);
  makePrivate(join(pgdata, 'global', 'pg_internal.init'));
  for (const db of readdirSync(join(pgdata, 'base'))) makePrivate(join(pgdata, 'base', db, 'pg_internal.init'));
}
