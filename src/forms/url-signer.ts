import { createHmac, timingSafeEqual } from 'node:crypto';

const PARAM = 'signature=';

/**
 * Signed URLs: `signature` is the HMAC-SHA256 (hex) of the whole URL without that parameter, so
 * changing any part of it (host, path, other parameters) voids the signature.
 */
export class UrlSigner {
  constructor(private readonly key: Buffer) {}

  sign(url: string): string {
    return `${url}${url.includes('?') ? '&' : '?'}${PARAM}${this.mac(url)}`;
  }

  /** Whether the URL carries exactly one signature and it signs the rest of the URL. */
  verify(url: string): boolean {
    const [base, query = ''] = url.split('#')[0].split(/\?(.*)/s);
    const params = query.split('&').filter(Boolean);
    const signatures = params.filter((p) => p.startsWith(PARAM));
    if (signatures.length !== 1) return false;
    const rest = params.filter((p) => !p.startsWith(PARAM));
    const given = Buffer.from(signatures[0].slice(PARAM.length).toLowerCase());
    const expected = Buffer.from(this.mac(rest.length ? `${base}?${rest.join('&')}` : base));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(url: string): string {
    return createHmac('sha256', this.key).update(url).digest('hex');
  }
}
