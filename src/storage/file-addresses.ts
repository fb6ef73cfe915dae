export const FILES_PATH = '/files';

/**
 * How this server's own files are named. Outside, by address: PUBLIC_URL, /files, the key. Inside
 * stored designs, by reference (`/files/<key>`), which a change of PUBLIC_URL leaves valid; and an
 * address under a PUBLIC_URL the server had before (PREVIOUS_PUBLIC_URLS) still names its file.
 */
export class FileAddresses {
  private readonly prefixes: string[];

  constructor(publicUrl: string, previousPublicUrls: string[] = []) {
    this.prefixes = [publicUrl, ...previousPublicUrls].map((u) => `${u}${FILES_PATH}/`);
  }

  url(key: string): string {
    return this.prefixes[0] + key;
  }

  /**
   * Why `value` is not read as one of this server's files although its path names one that `exists`: an address
   * under an origin that is not the server's, as callers still hold after a PUBLIC_URL move. The outbound policy
   * then refuses it as anyone's URL, naming ALLOWED_PRIVATE_HOSTS; the fix is PREVIOUS_PUBLIC_URLS. Null when the
   * value is ours or its path names no stored file.
   */
  async movedAddressRefusal(value: string, exists: (key: string) => Promise<boolean>): Promise<string | null> {
    if (this.keyOf(value) !== null || !URL.canParse(value)) return null;
    const { origin, pathname } = new URL(value);
    const key = pathname.startsWith(REFERENCE_PREFIX) ? pathname.slice(REFERENCE_PREFIX.length) : '';
    if (key === '' || !(await exists(key))) return null;
    return (
      `${value} names a file of this server under ${origin}, which is not its address; ` +
      `if the server had that address, its PREVIOUS_PUBLIC_URLS setting can name ${origin}`
    );
  }

  /** The key a reference or an address of ours names; null for anything else (someone else's URL). */
  keyOf(value: string): string | null {
    const prefix = [REFERENCE_PREFIX, ...this.prefixes].find((p) => value.startsWith(p));
    const key = prefix === undefined ? '' : value.slice(prefix.length);
    return key === '' ? null : key;
  }
}

const REFERENCE_PREFIX = `${FILES_PATH}/`;

/** What a stored design holds for one of this server's files. */
export const fileReference = (key: string): string => REFERENCE_PREFIX + key;
