import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Browser pages may call the API only from the listed origins (CORS_ORIGINS; none by default), with
 * credentials; any other origin gets no CORS headers at all, never its own origin echoed back.
 */
export function corsFor(origins: string[]): RequestHandler {
  return cors({ origin: origins.length ? origins : false, credentials: true, maxAge: 600 });
}
