import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import S3rver from 's3rver';
import { startLoopbackServer } from '../net/loopback-server.js';
import { TMP } from './paths.js';

export interface S3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The settings that store files in this server's bucket, under `prefix`. */
  settings(prefix: string, more?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver, from npm) on a loopback port, with one empty bucket, files in a temporary folder. */
export async function startS3Server(bucket = 'snapforge-files'): Promise<S3Server> {
  const directory = await mkdtemp(join(TMP, 's3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const server = await startLoopbackServer(s3rver.callback());
  const endpoint = server.url.replace(/\/$/, '');
  return {
    endpoint,
    bucket,
    settings: (prefix, more = {}) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      // s3rver checks signatures made with these.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...more,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
