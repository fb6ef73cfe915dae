import express from 'express';
import { createServer } from 'node:http';
import type { Metrics } from './metrics.js';
import { opsRoutes } from './ops-routes.js';
import type { Readiness } from './readiness.js';

/** A worker's only HTTP: /healthz, /readyz and /metrics, for probes and Prometheus. */
export async function startOpsServer(opts: {
  metrics: Metrics;
  readiness: Readiness;
  mp4Encoder: () => Promise<string>;
  host: string;
  port: number;
}): Promise<{ close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.use(opsRoutes(opts));
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
