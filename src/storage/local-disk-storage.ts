import express, { type RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { AddressedStorage } from './addressed-storage.js';
import type { FileAddresses } from './file-addresses.js';
import { CACHE_FOR_A_YEAR, servedFiles, setOwnPolicy } from './served-file-headers.js';
import type { NewFile, StorageDriver } from './storage.js';

export class LocalDiskStorage extends AddressedStorage implements StorageDriver {
  private readonly root: string;

  constructor(root: string, addresses: FileAddresses) {
    super(addresses);
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await (await this.create(key)).write(data);
  }

  /**
   * Written aside (a dot-file, which /files never serves) and renamed into place: a file is seen
   * whole or not at all, also under a key that is not new (a render URL's cache file, which readers
   * poll for while it renders). A write cut short, or a crash before it, leaves only the dot-file.
   * Its folder is made the first time only. Creating the file is the costly step on disk, hence done ahead.
   */
  async create(key: string): Promise<NewFile> {
    const path = join(this.root, key);
    const aside = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}`);
    const create = () => open(aside, 'wx');
    const file = await create().catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
      await mkdir(dirname(path), { recursive: true });
      return create();
    });
    return {
      async write(data) {
        try {
          await file.writeFile(data);
        } finally {
          await file.close();
        }
        await rename(aside, path);
      },
      async discard() {
        await file.close();
        await rm(aside, { force: true });
      },
    };
  }

  async read(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    return path ? readFile(path).catch(() => null) : null;
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }

  async *filesBefore(before: Date): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const modified = await stat(path).then(
        (s) => s.mtime,
        () => null,
      );
      if (modified && modified < before) yield relative(this.root, path).split(sep).join('/');
    }
  }

  close(): void {}

  /** Keys come from URLs: one that climbs out of the storage root names nothing. */
  private pathOf(key: string): string | null {
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  /** Serves stored files, with ranges and validators (express.static); a dot-file (a write in progress) is refused. */
  handler(): RequestHandler {
    return servedFiles(
      express.static(this.root, {
        cacheControl: false,
        index: false,
        dotfiles: 'ignore',
        fallthrough: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', CACHE_FOR_A_YEAR);
          setOwnPolicy(res, path);
        },
      }),
    );
  }
}
