import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { makePrivate } from '../db/private-files.js';

/** Raised when DATA_DIR is writable by every user of the machine (and that was not allowed). */
export class DataDirError extends Error {}

/** What holds secrets in plain text: the embedded database (token hashes, webhook secrets in its WAL) and the signing key. */
const SECRETS = ['pgdata', 'app.key'];

const mode = (m: number) => (m & 0o777).toString(8).padStart(4, '0');

/**
 * Keeps DATA_DIR to this process's user: everything the process creates from now on is private
 * (umask 077: directories 0700, files 0600), the directory itself becomes 0700, and the database
 * and key files that earlier versions created readable by anyone are tightened. A directory every
 * user can write to is refused unless `allowWorldWritable`: another user may already have put
 * files of theirs in it.
 */
export async function keepDataDirPrivate(
  dataDir: string,
  { allowWorldWritable }: { allowWorldWritable: boolean },
): Promise<void> {
  // A worker thread may not set the umask; its process's main thread has.
  if (isMainThread) process.umask(0o077);
  const dir = await lstat(dataDir).catch((e: NodeJS.ErrnoException) =>
    e.code === 'ENOENT' ? null : Promise.reject(e),
  );
  if (!dir) return;
  if (dir.mode & 0o002 && !allowWorldWritable)
    throw new DataDirError(
      `DATA_DIR ${dataDir} is writable by every user of this machine (mode ${mode(dir.mode)}): another user could replace its database or keys. ` +
        `Make it private (chmod 700 ${dataDir}) or set ALLOW_WORLD_WRITABLE_DATA_DIR=true to start anyway.`,
    );
  if (dir.mode & 0o077) await chmod(dataDir, 0o700);
  // Its own files (not what is stored under files/, which the directory's mode closes): the
  // database and the key hold secrets, the rest (pid, stamps) says what runs here.
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (entry.isFile() || SECRETS.includes(entry.name)) makePrivate(join(dataDir, entry.name));
  }
}
