import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { rateLimit, type Budget } from '../ops/rate-limit.js';
import type { Services } from '../graphql/services.js';
import { forgetSession } from '../accounts/identity-cache.js';
import { CSRF_HEADER, SESSION_COOKIE, sessionCookie, sessionCookieOptions } from '../studio/session-cookie.js';
import { endSession, signInWithLink, signInWithToken } from '../studio/studio-sessions.js';
import { studioFiles } from '../studio/studio-files.js';

export const STUDIO_PATH = '/studio';

const requireCsrf: RequestHandler = (req, res, next) =>
  req.get(CSRF_HEADER) === '1'
    ? next()
    : res.status(403).json({ message: `The ${CSRF_HEADER}: 1 header is required.` });

const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  if (err?.type === 'entity.parse.failed')
    return res.status(400).json({ message: 'The request body is not valid JSON.' });
  next(err);
};

/** The Studio: sign-in, sign-out, and the web app's files (an SPA: unknown paths get its index.html). */
export function studioRouter(services: Services, budget: Budget) {
  const { prisma } = services.database;
  const cookieOptions = sessionCookieOptions(services.config);
  const { maxAge: _, ...clearOptions } = cookieOptions;
  const router = express.Router();
  const limit = rateLimit(budget);
  router.use('/auth', express.json({ limit: '16kb' }), bodyErrors);

  router.get('/auth/link', limit, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const session = token ? await signInWithLink(prisma, token) : null;
    if (!session) return res.redirect(302, `${STUDIO_PATH}/sign-in?error=expired`);
    res.cookie(SESSION_COOKIE, session, cookieOptions).redirect(302, STUDIO_PATH);
  });

  router.post('/auth/token', limit, requireCsrf, async (req, res) => {
    const token = typeof req.body?.token === 'string' ? req.body.token.trim() : '';
    const session = token ? await signInWithToken(prisma, token) : null;
    if (!session) return res.status(401).json({ message: 'This access token is unknown or revoked.' });
    res.cookie(SESSION_COOKIE, session, cookieOptions).status(204).end();
  });

  router.post('/auth/sign-out', requireCsrf, async (req, res) => {
    const session = sessionCookie(req.headers.cookie);
    if (session) {
      await endSession(prisma, session);
      forgetSession(session);
    }
    res.clearCookie(SESSION_COOKIE, clearOptions).status(204).end();
  });

  router.use(studioFiles(services.config.PUBLIC_URL));
  return router;
}
