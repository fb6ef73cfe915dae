import { S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { ConfigError, type Config } from '../config.js';
import { FileAddresses } from './file-addresses.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage, type S3Location } from './s3-storage.js';
import type { StorageDriver } from './storage.js';

/**
 * The storage STORAGE_URL names: DATA_DIR/files when unset, else the S3-compatible store, checked
 * here (the bucket reached with these settings) so that a wrong one stops start-up with one line.
 */
export async function openStorage(config: Config): Promise<StorageDriver> {
  const addresses = new FileAddresses(config.PUBLIC_URL, config.PREVIOUS_PUBLIC_URLS);
  if (!config.STORAGE_URL) return new LocalDiskStorage(join(config.DATA_DIR, 'files'), addresses);
  const location = s3Location(config.STORAGE_URL);
  const storage = new S3Storage(s3Client(config), location, addresses, {
    mode: config.FILES_DELIVERY,
    redirectSeconds: config.FILES_REDIRECT_SECONDS,
  });
  const unreachable = await storage.reachable();
  if (unreachable !== null) {
    storage.close();
    const where = config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : '';
    throw new ConfigError(
      `STORAGE_URL=${config.STORAGE_URL}: the bucket ${location.bucket}${where} cannot be reached: ${unreachable}. Check S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the credentials.`,
    );
  }
  return storage;
}

/** `s3://bucket/some/prefix/` → the bucket, and the prefix as a folder (`some/prefix/`, or `''`). */
function s3Location(storageUrl: string): S3Location {
  const [bucket, ...path] = storageUrl.slice('s3://'.length).split('/');
  const prefix = path.filter(Boolean).join('/');
  return { bucket, prefix: prefix && `${prefix}/` };
}

function s3Client(config: Config): S3Client {
  const {
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  return new S3Client({
    endpoint,
    // R2 takes `auto`; a store that ignores regions (MinIO) takes any.
    region: region ?? (endpoint ? 'us-east-1' : undefined),
    // Absent, the SDK's own chain: AWS_* variables, the shared profile, the instance's or task's role.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The bucket in the path, as MinIO and most self-hosted stores need, unless set otherwise.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    // Checksums only where the operation requires one: stores other than AWS reject or mishandle the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
