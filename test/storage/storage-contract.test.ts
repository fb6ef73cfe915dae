import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openStorage } from '../../src/storage/open-storage.js';
import type { StorageDriver } from '../../src/storage/storage.js';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { TMP } from '../support/paths.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';

/** Each driver as the server opens it from its settings, and what to stop after. */
const DRIVERS: Record<string, () => Promise<{ settings: Record<string, string>; stop(): Promise<void> }>> = {
  'local disk': async () => ({ settings: {}, stop: async () => {} }),
  S3: async () => {
    const s3: S3Server = await startS3Server();
    return { settings: s3.settings('contract/files'), stop: () => s3.close() };
  },
};

/** What every storage driver does, the disk's and S3's alike: the files, and /files serving them. */
describe.each(Object.keys(DRIVERS))('storage on %s', (driver) => {
  let storage: StorageDriver;
  let files: LoopbackServer;
  let dataDir: string;
  let stop: () => Promise<void>;
  const PNG = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  const get = (key: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${files.url}files/${key}`, { method, headers, redirect: 'manual' });
  const listed = async (before: Date) => {
    const keys: string[] = [];
    for await (const key of storage.filesBefore(before)) keys.push(key);
    return keys.sort();
  };
  const later = () => new Date(Date.now() + 60_000);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'storage-'));
    const opened = await DRIVERS[driver]();
    stop = opened.stop;
    storage = await openStorage(
      loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'https://snaps.example.com',
        PREVIOUS_PUBLIC_URLS: 'http://old.example.com',
        ...opened.settings,
      }),
    );
    const app = express();
    app.use('/files', storage.handler());
    files = await startLoopbackServer(app);
  });
  afterAll(async () => {
    await files?.close();
    storage?.close();
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads back what it stored, byte for byte; a missing key or one that climbs out reads as null', async () => {
    await storage.put('snaps/a.png', PNG);
    expect((await storage.read('snaps/a.png'))?.equals(PNG)).toBe(true);
    expect(await storage.read('snaps/missing.png')).toBeNull();
    expect(await storage.read('../snaps/a.png')).toBeNull();
  });

  it('a file created ahead is seen only once written; a discarded one leaves nothing', async () => {
    const file = await storage.create('snaps/ahead.png');
    expect(await storage.read('snaps/ahead.png')).toBeNull();
    await file.write(Buffer.from('made'));
    expect((await storage.read('snaps/ahead.png'))?.toString()).toBe('made');
    const discarded = await storage.create('snaps/discarded.png');
    await discarded.discard();
    expect(await storage.read('snaps/discarded.png')).toBeNull();
    expect((await listed(later())).filter((k) => k.includes('discarded'))).toEqual([]);
  });

  it('a key written again holds the new bytes (a render URL cache file)', async () => {
    await storage.put('render-urls/again.png', Buffer.from('first'));
    await storage.put('render-urls/again.png', Buffer.from('second'));
    expect((await storage.read('render-urls/again.png'))?.toString()).toBe('second');
  });

  it('deletes a file; deleting it again, or a key with no file, is no error', async () => {
    await storage.put('media/gone.png', PNG);
    await storage.delete('media/gone.png');
    expect(await storage.read('media/gone.png')).toBeNull();
    await storage.delete('media/gone.png');
    await storage.delete('media/never.png');
    expect((await get('media/gone.png')).status).toBe(404);
  });

  it('lists every file by key, in every folder, written before a time; none before it was written', async () => {
    await storage.put('fonts/listed.ttf', Buffer.from('font'));
    const keys = await listed(later());
    expect(keys).toEqual(
      expect.arrayContaining(['snaps/a.png', 'snaps/ahead.png', 'render-urls/again.png', 'fonts/listed.ttf']),
    );
    expect(keys).not.toContain('media/gone.png');
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('names files by address under PUBLIC_URL, and knows its references and previous addresses', () => {
    expect(storage.url('snaps/a.png')).toBe('https://snaps.example.com/files/snaps/a.png');
    expect(storage.keyOf('/files/snaps/a.png')).toBe('snaps/a.png');
    expect(storage.keyOf('http://old.example.com/files/snaps/a.png')).toBe('snaps/a.png');
    expect(storage.keyOf('https://elsewhere.example.com/files/snaps/a.png')).toBeNull();
  });

  it('serves a file whole: its type, length, a year of caching and an ETag; HEAD gives the headers alone', async () => {
    const r = await get('snaps/a.png');
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer()).equals(PNG)).toBe(true);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-length')).toBe(String(PNG.length));
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('accept-ranges')).toBe('bytes');
    expect(r.headers.get('etag')).toBeTruthy();
    expect(r.headers.get('last-modified')).toBeTruthy();
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await get('snaps/a.png', {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag'), await head.text()]).toEqual([
      200,
      String(PNG.length),
      r.headers.get('etag'),
      '',
    ]);
  });

  it('answers 304 to the ETag it gave (If-None-Match), and the whole file to another', async () => {
    const etag = (await get('snaps/a.png')).headers.get('etag')!;
    // As a browser revalidates (fetch would add `no-cache`, which asks for the file whatever its ETag).
    const same = await get('snaps/a.png', { 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect([same.status, await same.text(), same.headers.get('x-content-type-options')]).toEqual([304, '', 'nosniff']);
    expect((await get('snaps/a.png', { 'if-none-match': '"another"', 'cache-control': 'max-age=0' })).status).toBe(200);
  });

  it('serves a byte range (206 with Content-Range), a suffix range, and 416 past the end', async () => {
    const r = await get('snaps/a.png', { range: 'bytes=10-19' });
    expect([r.status, r.headers.get('content-range'), r.headers.get('content-length')]).toEqual([
      206,
      `bytes 10-19/${PNG.length}`,
      '10',
    ]);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await r.arrayBuffer()).equals(PNG.subarray(10, 20))).toBe(true);
    const tail = await get('snaps/a.png', { range: 'bytes=-5' });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, `bytes 995-999/${PNG.length}`]);
    expect(Buffer.from(await tail.arrayBuffer()).equals(PNG.subarray(995))).toBe(true);
    const past = await get('snaps/a.png', { range: 'bytes=5000-6000' });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${PNG.length}`]);
    // A range on another version of the file (If-Range) gets the whole file.
    const stale = await get('snaps/a.png', { range: 'bytes=0-1', 'if-range': '"another"' });
    expect([stale.status, (await stale.arrayBuffer()).byteLength]).toEqual([200, PNG.length]);
  });

  it('gives an SVG its own policy; answers 404 for a missing file or a dot-file (a write in progress on disk)', async () => {
    await storage.put('media/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const svg = await get('media/logo.svg');
    expect([svg.status, svg.headers.get('content-type'), svg.headers.get('content-security-policy')]).toEqual([
      200,
      'image/svg+xml',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    ]);
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    for (const missing of ['snaps/missing.png', 'snaps/.a.png.0123']) {
      const r = await get(missing);
      expect([r.status, r.headers.get('x-content-type-options')]).toEqual([404, 'nosniff']);
    }
  });
});
