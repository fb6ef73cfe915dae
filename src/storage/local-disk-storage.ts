import express, { type RequestHandler } from 'express';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Storage } from './storage.js';

export const FILES_PATH = '/files';

export class LocalDiskStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly publicUrl: string,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  }

  url(key: string): string {
    return `${this.publicUrl}${FILES_PATH}/${key}`;
  }

  /** Serves stored files: names are unguessable and never rewritten, so they may be cached for a year. */
  handler(): RequestHandler {
    return express.static(this.root, { immutable: true, maxAge: '365d', index: false, dotfiles: 'deny', fallthrough: false });
  }
}
