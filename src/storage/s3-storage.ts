import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { RequestHandler } from 'express';
import type { Readable } from 'node:stream';
import { AddressedStorage } from './addressed-storage.js';
import type { FileAddresses } from './file-addresses.js';
import { s3FilesHandler, type FilesDelivery, type StoredObject } from './s3-files-handler.js';
import { CACHE_FOR_A_YEAR, contentTypeOf, servedFiles } from './served-file-headers.js';
import type { NewFile, StorageDriver } from './storage.js';

/** Where the files are: a bucket, and the folder in it (`''`, or ending in `/`). */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/**
 * Files in an S3-compatible store (AWS S3, MinIO, R2), one object per key under the location's prefix.
 * A PUT is seen whole or not at all, as the disk's rename is: nothing is written ahead.
 */
export class S3Storage extends AddressedStorage implements StorageDriver {
  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
    addresses: FileAddresses,
    private readonly delivery: FilesDelivery,
  ) {
    super(addresses);
  }

  /** Start-up's check that the bucket is there and these credentials reach it; the store's reason when not. */
  async reachable(): Promise<string | null> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
      return null;
    } catch (e) {
      const status = (e as S3ServiceException).$metadata?.httpStatusCode;
      return status ? `${(e as Error).name} (HTTP ${status})` : (e as Error).message;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    if (Key === null) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    // Served by the store itself too (FILES_DELIVERY=redirect): with the type and caching /files gives.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key,
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: CACHE_FOR_A_YEAR,
      }),
    );
  }

  async create(key: string): Promise<NewFile> {
    return { write: (data) => this.put(key, data), discard: async () => {} };
  }

  async read(key: string): Promise<Buffer | null> {
    const body = await this.body(key);
    return body && Buffer.from(await body.transformToByteArray());
  }

  /** A stored file's bytes as a stream, or the bytes `range` names (both ends included); null when there is none. */
  async body(
    key: string,
    range?: { start: number; end: number },
  ): Promise<(Readable & { transformToByteArray(): Promise<Uint8Array> }) | null> {
    const Key = this.objectKey(key);
    if (Key === null) return null;
    const Range = range && `bytes=${range.start}-${range.end}`;
    const got = await missingAsNull(
      this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key, Range })),
    );
    return (got?.Body as (Readable & { transformToByteArray(): Promise<Uint8Array> }) | undefined) ?? null;
  }

  async head(key: string): Promise<StoredObject | null> {
    const Key = this.objectKey(key);
    if (Key === null) return null;
    const head = await missingAsNull(this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key })));
    return head && { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
  }

  /** A URL of the store that serves the file to anyone holding it, for `seconds`. */
  async presignedUrl(key: string, seconds: number): Promise<string | null> {
    const Key = this.objectKey(key);
    return (
      Key &&
      getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.location.bucket, Key }), { expiresIn: seconds })
    );
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    // S3 answers a key with no object as a deleted one.
    if (Key !== null) await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key }));
  }

  async *filesBefore(before: Date): AsyncIterable<string> {
    const { bucket, prefix } = this.location;
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified < before) yield object.Key.slice(prefix.length);
      }
    }
  }

  handler(): RequestHandler {
    return servedFiles(s3FilesHandler(this, this.delivery));
  }

  close(): void {
    this.client.destroy();
  }

  /** Keys come from URLs: one with an empty, `.` or `..` part names nothing (a store or a proxy could resolve it to another object). */
  private objectKey(key: string): string | null {
    return key.split('/').some((p) => p === '' || p === '.' || p === '..') ? null : this.location.prefix + key;
  }
}

/** The store's answer, or null for a key with no object (404: NoSuchKey from GET, NotFound from HEAD). */
async function missingAsNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (e) {
    if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404) return null;
    throw e;
  }
}
