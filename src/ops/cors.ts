import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Browser pages may call the API only from the listed origins (CORS_ORIGINS; none by default), with
 * credentials; any other origin gets no CORS headers at all, never its own origin echoed back.
 */
export function corsFor(origins: string[]): RequestHandler {
  return cors({ origin: origins.length ? origins : false, credentials: true, maxAge: 600 });
}

/** For what anyone may embed (signed render URLs): GET from any origin, never with credentials. */
export const anyOriginGet: RequestHandler = cors({
  origin: '*',
  methods: 'GET',
  exposedHeaders: ['ETag', 'X-Cache'],
  maxAge: 600,
});
