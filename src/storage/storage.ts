import type { RequestHandler } from 'express';

/** Where rendered and uploaded files live: the local disk (a shared volume in scaled mode) or an S3-compatible store. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * `put` in two steps, for bytes still being made: whatever storing can do before the bytes exist
   * (creating the file) starts now, beside the work that makes them.
   */
  create(key: string): Promise<NewFile>;
  /** The public URL of a stored key, under the current PUBLIC_URL. */
  url(key: string): string;
  /**
   * The key a value names when it is one of this server's files: a reference (`fileReference`), or an
   * address under the current or a previous PUBLIC_URL; null for any other value.
   */
  keyOf(value: string): string | null;
  /**
   * The refusal of an address whose path names a stored file under an origin that is not the server's (an old
   * PUBLIC_URL), naming the setting that fixes it; null for any other value (file-addresses.ts).
   */
  movedAddressRefusal(value: string): Promise<string | null>;
  /** A stored file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Removes a stored file; a key with no file is no error (deleting twice, or racing another process, is fine). */
  delete(key: string): Promise<void>;
  /**
   * Every stored file last written before `before`, for the sweep of files no row names: partial
   * writes that were never renamed into place included (their keys start their last part with a dot).
   */
  filesBefore(before: Date): AsyncIterable<string>;
}

/** A driver as the composition root holds it: the files, their route (/files), and its connections to close. */
export interface StorageDriver extends Storage {
  handler(): RequestHandler;
  close(): void;
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
