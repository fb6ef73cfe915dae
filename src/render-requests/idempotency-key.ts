import { requestFingerprint } from '../idempotency/request-fingerprint.js';
import type { Checker } from '../validation/checker.js';

export const IDEMPOTENCY_KEY_MAX = 191;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]+$/;

export function checkIdempotencyKey(c: Checker, value: unknown): string | null {
  const key = c.string('idempotencyKey', value, IDEMPOTENCY_KEY_MAX);
  if (key !== null && !IDEMPOTENCY_KEY.test(key))
    c.fail('idempotencyKey', 'The idempotency key field may only contain letters, digits, underscores and hyphens.');
  return key;
}

/** The fields that joined a checked command after keys were first kept: null (or false) when not asked. */
interface LaterFields {
  idempotencyKey: string | null;
  pages?: unknown;
  merge?: boolean;
  pdfOptions?: unknown;
  motionOptions?: unknown;
  sizes?: unknown;
  locales?: unknown;
}

/**
 * What an idempotency key remembers of a checked command (a snap's or a batch's): the key itself left
 * out, and each later field only when asked for, so a request that does not ask it fingerprints as
 * it did before that field existed (a key's first request may be a day old).
 */
export const commandFingerprint = (req: LaterFields): string =>
  requestFingerprint({
    ...req,
    idempotencyKey: undefined,
    pages: req.pages ?? undefined,
    merge: req.merge || undefined,
    pdfOptions: req.pdfOptions ?? undefined,
    motionOptions: req.motionOptions ?? undefined,
    sizes: req.sizes ?? undefined,
    locales: req.locales ?? undefined,
  });
