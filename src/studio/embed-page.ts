import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STUDIO_DIST, studioPolicy } from './studio-files.js';

/** The embed page's answer for a template and token (src/embeds/embed-service.ts `page`). */
export type EmbedPageCheck = (
  uuid: string,
  token: string,
) => Promise<{ frameAncestors: string } | { status: 401 | 403; message: string }>;

/**
 * `GET /embed/<templateUuid>?token=<embed token>`: the Studio's app, which opens the embedded editor on that path,
 * framed only by the token's origins. The token is in the query because the server must read it to name them; the
 * page sends no Referer and is never cached. A missing, forged, expired or other template's token: the API's
 * `{message}` with 401 or 403, framed by no one.
 */
export function embedPage(check: EmbedPageCheck, publicUrl: string, dist = STUDIO_DIST): express.Router {
  const index = join(dist, 'index.html');
  const router = express.Router();
  router.get('/:uuid', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    try {
      const r = token
        ? await check(req.params.uuid, token)
        : { status: 401 as const, message: 'An embed token is required: /embed/<template uuid>?token=<embed token>.' };
      res.setHeader(
        'Content-Security-Policy',
        studioPolicy(publicUrl, 'status' in r ? "frame-ancestors 'none'" : r.frameAncestors),
      );
      if ('status' in r) return res.status(r.status).json({ message: r.message });
      if (!existsSync(index))
        return res.status(503).type('html').send('The Studio is not built: run npm run build:studio\n');
      res.sendFile(index, { dotfiles: 'allow' });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
