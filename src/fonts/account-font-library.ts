import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import type { AccountFamilies, AccountFontSource, FontFace } from '../render/index.js';
import type { Storage } from '../storage/storage.js';

/** Font bytes kept per process; a file never changes under its key, so nothing goes stale. */
const CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Hands the renderer an account's uploaded families with their bytes, in every process that renders
 * (the API's and `snapforge worker`'s). The bytes sit in SharedArrayBuffers, so passing them to a
 * render thread with each task copies nothing; a thread registers a face the first time it meets it.
 */
export class AccountFontLibrary implements AccountFontSource {
  private readonly files = new LRUCache<string, Uint8Array>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (b) => b.byteLength,
  });

  constructor(private readonly d: { prisma: Db; storage: Storage }) {}

  async families(accountId: number): Promise<AccountFamilies> {
    const fonts = await this.d.prisma.accountFont.findMany({
      where: { accountId },
      select: { id: true, family: true, weight: true, style: true, fileKey: true },
    });
    const families = new Map<string, FontFace[]>();
    for (const f of fonts) {
      const file = await this.file(f.fileKey);
      // A file gone from storage: the family renders with the faces it has left, or falls back.
      if (!file) continue;
      const face: FontFace = {
        id: `account-${f.id}`,
        family: f.family,
        weight: f.weight,
        italic: f.style === 'italic',
        file,
      };
      const key = f.family.toLowerCase();
      families.set(key, [...(families.get(key) ?? []), face]);
    }
    return families;
  }

  private async file(key: string): Promise<Uint8Array | null> {
    let shared = this.files.get(key);
    if (shared) return shared;
    const bytes = await this.d.storage.read(key);
    if (!bytes) return null;
    shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
    shared.set(bytes);
    this.files.set(key, shared);
    return shared;
  }
}
