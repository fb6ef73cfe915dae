import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmbedAbility } from '../access/embed-grant.js';

const PREFIX = 'sfe_';

/** What a token says, signed: never stored, so nothing to leak from the database. */
export interface EmbedClaims {
  account: number;
  /** The member who minted it: the editor saves and publishes as them (at most an editor). */
  user: number;
  template: number;
  uuid: string;
  abilities: EmbedAbility[];
  origins: string[];
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export const isEmbedToken = (token: string) => token.startsWith(PREFIX);

/**
 * Embed tokens: `sfe_<claims, base64url JSON>.<HMAC-SHA256 of them>`, keyed by a key derived from the
 * server's app key (the one that signs form URLs), so a form signature can never pass for a token.
 */
export class EmbedTokenSigner {
  private readonly key: Buffer;

  constructor(appKey: Buffer) {
    this.key = createHmac('sha256', appKey).update('snapforge embed tokens').digest();
  }

  sign(claims: EmbedClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${PREFIX}${body}.${this.mac(body)}`;
  }

  /** The claims of a token this server signed and nobody changed; null otherwise. Expiry is the caller's to word. */
  read(token: string): EmbedClaims | null {
    const [body, mac, extra] = token.slice(PREFIX.length).split('.');
    if (!isEmbedToken(token) || !body || !mac || extra !== undefined) return null;
    const given = Buffer.from(mac);
    const expected = Buffer.from(this.mac(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as EmbedClaims;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
