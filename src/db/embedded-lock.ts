import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** PGlite serves one process per data directory: the holder's pid sits in a lock file. */
export class EmbeddedLock {
  private constructor(private readonly file: string) {}

  static path(dataDir: string): string {
    return join(dataDir, 'snapforge.pid');
  }

  /** The pid of a live process holding the lock, or null. */
  static async holder(dataDir: string): Promise<number | null> {
    const pid = Number.parseInt(await readFile(EmbeddedLock.path(dataDir), 'utf8').catch(() => ''), 10);
    if (!Number.isInteger(pid)) return null;
    try {
      process.kill(pid, 0);
      return pid;
    } catch (e) {
      return (e as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
    }
  }

  static async acquire(dataDir: string): Promise<EmbeddedLock> {
    await mkdir(dataDir, { recursive: true });
    const file = EmbeddedLock.path(dataDir);
    const holder = await EmbeddedLock.holder(dataDir);
    if (holder !== null) throw new Error(`Another Snapforge process (pid ${holder}) is using ${dataDir}.`);
    await writeFile(file, String(process.pid));
    return new EmbeddedLock(file);
  }

  async release(): Promise<void> {
    await rm(this.file, { force: true });
  }
}
