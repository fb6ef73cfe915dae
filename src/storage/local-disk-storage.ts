import express, { type RequestHandler } from 'express';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { NewFile, Storage } from './storage.js';

export const FILES_PATH = '/files';

export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly publicUrl: string,
  ) {
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await (await this.create(key)).write(data);
  }

  /**
   * Written in place: a key is new and unguessable, and nobody learns its URL before `write` returns
   * (a write cut short, or a crash before it, leaves a file nothing refers to). Its folder is made
   * the first time only. Creating the file is the costly step on disk, hence done ahead.
   */
  async create(key: string): Promise<NewFile> {
    const path = join(this.root, key);
    const create = () => open(path, 'wx');
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
      },
      async discard() {
        await file.close();
        await rm(path, { force: true });
      },
    };
  }

  get urlPrefix(): string {
    return `${this.publicUrl}${FILES_PATH}/`;
  }

  url(key: string): string {
    return this.urlPrefix + key;
  }

  async read(key: string): Promise<Buffer | null> {
    const path = resolve(this.root, key);
    // Keys come from URLs: one that climbs out of the storage root names nothing.
    if (!path.startsWith(this.root + sep)) return null;
    return readFile(path).catch(() => null);
  }

  /** Serves stored files: names are unguessable and never rewritten, so they may be cached for a year. */
  handler(): RequestHandler {
    return express.static(this.root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: false });
  }
}
