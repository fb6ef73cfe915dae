/** Where rendered files live. Local disk now (a shared volume in scaled mode); S3 is the next driver. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * `put` in two steps, for bytes still being made: whatever storing can do before the bytes exist
   * (creating the file) starts now, beside the work that makes them.
   */
  create(key: string): Promise<NewFile>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** A stored file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The prefix of every URL `url()` makes: what follows it is the key. */
  readonly urlPrefix: string;
}

/** A file being stored: written once, or discarded (it then leaves nothing behind). */
export interface NewFile {
  write(data: Buffer): Promise<void>;
  discard(): Promise<void>;
}

/** A key nobody can guess, with the extension that gives the file its content type when served. */
export function newFileKey(folder: string, extension: string): string {
  const random = crypto.getRandomValues(new Uint8Array(20));
  return `${folder}/${Buffer.from(random).toString('base64url')}.${extension}`;
}
