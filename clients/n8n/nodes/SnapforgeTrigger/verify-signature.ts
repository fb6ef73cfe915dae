import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's webhook-timestamp may be from now: Standard Webhooks' replay window. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether a request is a Standard Webhooks delivery signed with `secret` ("whsec_" + base64 key): the
 * HMAC-SHA256 of `id.timestamp.body` (the raw bytes, as sent), base64, among the header's `v1,<signature>`
 * entries, and a timestamp within five minutes. node:crypto only, so the node needs no runtime dependency.
 */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  now = Date.now(),
): boolean {
  const header = (name: string) => [headers[name]].flat()[0] ?? '';
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  return header('webhook-signature')
    .split(' ')
    .some((entry) => {
      const [version, signature = ''] = entry.split(',');
      const given = Buffer.from(signature, 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
