import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { extname } from 'node:path';
import { contentType } from 'mime-types';

/** Stored files' names are unguessable and never rewritten: they may be cached for a year. */
export const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** The type a stored file is served with, from its key's extension (as express.static does for the disk). */
export const contentTypeOf = (key: string): string => contentType(extname(key)) || 'application/octet-stream';

/** An SVG (sanitised on upload) opened on its own gets a policy that runs and loads nothing besides. */
export const needsOwnPolicy = (key: string): boolean => key.endsWith('.svg');

export function setOwnPolicy(res: ServerResponse, key: string): void {
  if (needsOwnPolicy(key))
    res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
}

/**
 * `handler`, every answer of it (the file, a 304, a range, a redirect, a 404) marked `nosniff`: a
 * browser takes a stored file as the type it is served with, never as what its bytes look like.
 */
export function servedFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.setHeader('x-content-type-options', 'nosniff');
    return handler(req, res, next);
  };
}
