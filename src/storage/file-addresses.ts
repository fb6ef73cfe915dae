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
