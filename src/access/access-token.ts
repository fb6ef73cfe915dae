import { createHash, randomBytes } from 'node:crypto';

export const API_REQUESTS = 'api_requests';
const PREFIX = 'sfp_';

/** A new secret for the caller, and the hash we keep in its place. */
export function newAccessToken(): { token: string; hash: string } {
  const token = PREFIX + randomBytes(30).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The secret's first characters, kept to tell keys apart in a list ("sfp_AbCd1234"): 8 of its 40 random characters. */
export const tokenPrefix = (token: string) => token.slice(0, PREFIX.length + 8);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function parseAbilities(csv: string | undefined): string[] {
  if (csv === undefined) return [API_REQUESTS];
  return [
    ...new Set(
      csv
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}
