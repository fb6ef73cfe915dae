import autocannon from 'autocannon';
import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { openStorage } from '../src/storage/open-storage.js';
import { startLoopbackServer } from '../test/net/loopback-server.js';
import { TMP } from '../test/support/paths.js';
import { startS3Server } from '../test/support/s3-server.js';
import { ms, percentile, timed } from './stats.js';

const FILE = Buffer.alloc(60_000, 7); // about a standard card's jpeg
const SECONDS = 5;
const CLIENTS = 8;

/**
 * The storage drivers in this process: a put and a read one at a time, and /files with 8 clients, on the
 * disk and on S3 (s3rver, the S3-protocol server the tests use: a Node process of its own on loopback, so
 * its figures bound ours and say nothing of AWS S3's, MinIO's or R2's), streamed and redirected.
 */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(TMP, 'bench-storage-'));
  const s3 = await startS3Server();
  const drivers: [string, Record<string, string>][] = [
    ['local disk', {}],
    ['S3, stream', s3.settings('bench')],
    ['S3, redirect', s3.settings('bench', { FILES_DELIVERY: 'redirect' })],
  ];
  console.log(
    `A ${FILE.length / 1000} KB file: put and read one at a time (200 each), then GET /files for ${SECONDS} s with ${CLIENTS} clients (redirect: the 302 alone).\n`,
  );
  console.log('| driver | put p50 / p99 ms | read p50 / p99 ms | /files req/s | /files p50 / p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  try {
    for (const [name, settings] of drivers) {
      const storage = await openStorage(loadConfig({ DATA_DIR: dataDir, ...settings }));
      const app = express();
      app.use('/files', storage.handler());
      const server = await startLoopbackServer(app);
      try {
        const puts = await timed(200, 20, (i) => storage.put(`bench/${name.length}-${i}.jpg`, FILE));
        const reads = await timed(200, 20, (i) => storage.read(`bench/${name.length}-${Math.max(i, 0)}.jpg`));
        const url = `${server.url}files/bench/${name.length}-0.jpg`;
        await autocannon({ url, connections: CLIENTS, duration: 1 });
        const served = await autocannon({ url, connections: CLIENTS, duration: SECONDS });
        const expected = settings.FILES_DELIVERY === 'redirect' ? served['3xx'] : served['2xx'];
        if (expected !== served.requests.total || served.errors > 0)
          throw new Error(
            `/files answered ${served['2xx']} 2xx, ${served['3xx']} 3xx of ${served.requests.total}, ${served.errors} errors`,
          );
        const pair = (d: number[]) => `${ms(percentile(d, 50))} / ${ms(percentile(d, 99))}`;
        console.log(
          `| ${name} | ${pair(puts)} | ${pair(reads)} | ${Math.round(served.requests.average)} | ${served.latency.p50} / ${served.latency.p99} |`,
        );
      } finally {
        await server.close();
        storage.close();
      }
    }
  } finally {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
