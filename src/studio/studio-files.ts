import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';

export const STUDIO_DIST = join(PROJECT_ROOT, 'studio', 'dist');

/**
 * Everything the app loads comes from this origin; images may also come from PUBLIC_URL (stored files, previews).
 * No page may frame the Studio; the embedded editor (embed-page.ts) names its token's origins instead.
 */
export function studioPolicy(publicUrl: string, frameAncestors = "frame-ancestors 'none'"): string {
  const files = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    `img-src 'self' data: blob: ${files}`,
    "connect-src 'self' ws: wss:",
    // Inline style attributes of positioned layer boxes and Vite's injected styles; scripts stay strictly 'self'.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestors,
  ].join('; ');
}

/**
 * studio/dist, built by `npm run build:studio`: hashed files under assets/ are cached for a year,
 * index.html never (a new build must reach every open browser); any other path is the app's own
 * route and gets index.html. Checked per request, so a build made while the server runs is served.
 */
export function studioFiles(publicUrl: string, dist = STUDIO_DIST): express.Router {
  const csp = studioPolicy(publicUrl);
  const index = join(dist, 'index.html');
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (existsSync(index)) return next();
    res.status(503).type('html').send('The Studio is not built: run npm run build:studio\n');
  });
  router.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.use(express.static(dist, { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  router.get(['/', '/*path'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // An absolute path: its folders' names (a checkout under ~/.local, say) are not the caller's dotfiles.
    res.sendFile(index, { dotfiles: 'allow' });
  });
  return router;
}
