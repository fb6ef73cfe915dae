import type { IncomingHttpHeaders } from 'node:http';
import type { CookieOptions } from 'express';
import type { Config } from '../config.js';
import { SESSION_TTL_MS } from './studio-sessions.js';

export const SESSION_COOKIE = 'snapforge_studio';
/**
 * Cookie-authenticated requests must carry this header. A cross-site page cannot add a custom
 * header without a CORS preflight, which this service never grants, so a forged request arrives
 * without it and counts as unauthenticated.
 */
export const CSRF_HEADER = 'x-snapforge-csrf';

export function sessionCookieOptions(config: Config): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.PUBLIC_URL.startsWith('https:'),
    maxAge: SESSION_TTL_MS,
  };
}

/** Our cookie's value from a Cookie header. Its value is base64url, which needs no decoding (so no cookie library). */
export function sessionCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const [name, value] = pair.split('=', 2).map((p) => p.trim());
    if (name === SESSION_COOKIE && value) return value;
  }
  return undefined;
}

/** The session secret of an HTTP request, honoured only with the CSRF header. */
export function httpSessionToken(headers: Headers): string | undefined {
  return headers.get(CSRF_HEADER) === '1' ? sessionCookie(headers.get('cookie')) : undefined;
}

/**
 * The session secret of a WebSocket upgrade, honoured only from a page of this service: its Origin
 * is PUBLIC_URL's origin, or the origin of the host it connected to (browsers set both headers;
 * a page on another site cannot, and its Origin never matches).
 */
export function wsSessionToken(headers: IncomingHttpHeaders, config: Config): string | undefined {
  const origin = headers.origin;
  if (!origin) return undefined;
  const own = new Set([new URL(config.PUBLIC_URL).origin, `http://${headers.host}`, `https://${headers.host}`]);
  return own.has(origin) ? sessionCookie(headers.cookie) : undefined;
}
