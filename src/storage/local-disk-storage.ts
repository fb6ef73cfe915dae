import express, { type RequestHandler } from 'express';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage.js';

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
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
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
