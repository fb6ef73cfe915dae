import type { Request, RequestHandler } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CACHE_FOR_A_YEAR, contentTypeOf, needsOwnPolicy, setOwnPolicy } from './served-file-headers.js';

/** How /files answers from a store: the bytes through this server, or a redirect to a presigned URL valid `redirectSeconds`. */
export interface FilesDelivery {
  mode: 'stream' | 'redirect';
  redirectSeconds: number;
}

/** A stored object's facts, as served: its size and validators. */
export interface StoredObject {
  size: number;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** What /files needs of a store. */
interface ServedFiles {
  head(key: string): Promise<StoredObject | null>;
  body(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  presignedUrl(key: string, seconds: number): Promise<string | null>;
}

/**
 * /files from an object store, answering as express.static answers from the disk: Content-Type by
 * extension, a year's caching, ETag and Last-Modified with their 304s (express's `req.fresh`), one byte
 * range (`req.range`: 206, or 416 past the end; several ranges get the whole file), If-Range, HEAD.
 */
export function s3FilesHandler(files: ServedFiles, delivery: FilesDelivery): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return void res.status(405).setHeader('allow', 'GET, HEAD').end();
      const key = keyOfPath(req.path);
      if (key === null) return void res.sendStatus(404);
      // An SVG stays on this server's answer, which carries its policy; the store's would not.
      if (delivery.mode === 'redirect' && !needsOwnPolicy(key)) {
        const url = await files.presignedUrl(key, delivery.redirectSeconds);
        if (url === null) return void res.sendStatus(404);
        // Cached for half the URL's life, so that a cached redirect never leads to an expired URL.
        res.setHeader('cache-control', `public, max-age=${Math.floor(delivery.redirectSeconds / 2)}`);
        return res.redirect(302, url);
      }
      const object = await files.head(key);
      if (object === null) return void res.sendStatus(404);
      res.setHeader('accept-ranges', 'bytes');
      res.setHeader('cache-control', CACHE_FOR_A_YEAR);
      res.setHeader('content-type', contentTypeOf(key));
      if (object.etag) res.setHeader('etag', object.etag);
      if (object.lastModified) res.setHeader('last-modified', object.lastModified.toUTCString());
      setOwnPolicy(res, key);
      if (req.fresh) return void res.status(304).end();

      const ranges = rangeHolds(req, object) ? req.range(object.size, { combine: true }) : undefined;
      if (ranges === -1) return void res.status(416).setHeader('content-range', `bytes */${object.size}`).end();
      const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
      if (range) res.status(206).setHeader('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      res.setHeader('content-length', range ? range.end - range.start + 1 : object.size);
      if (req.method === 'HEAD') return void res.end();
      const body = await files.body(key, range);
      if (body === null) {
        // Deleted since the HEAD: none of its headers hold.
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        return void res.sendStatus(404);
      }
      await pipeline(body, res);
    } catch (e) {
      // Once bytes are flowing, a failure (the client gone, or the store) can only cut the answer short.
      if (res.headersSent) res.destroy();
      else next(e);
    }
  };
}

/** The key a /files path names; null for a malformed one or a dot-file (a write in progress, on disk). */
function keyOfPath(path: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(path.slice(1));
  } catch {
    return null;
  }
  return key === '' || key.split('/').some((part) => part.startsWith('.')) ? null : key;
}

/** A Range holds unless If-Range names another version of the file (judged as express.static judges it). */
function rangeHolds(req: Request, object: StoredObject): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return object.etag !== undefined && ifRange.includes(object.etag);
  return (
    object.lastModified !== undefined && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= Date.parse(ifRange)
  );
}
