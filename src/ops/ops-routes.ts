import express from 'express';
import type { Metrics } from './metrics.js';
import type { Readiness } from './readiness.js';

/** /healthz (the process runs), /readyz (its dependencies answer) and /metrics (Prometheus text). */
export function opsRoutes({ metrics, readiness }: { metrics: Metrics; readiness: Readiness }): express.Router {
  const router = express.Router();
  router.use(['/healthz', '/readyz', '/metrics'], (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  router.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    const report = await readiness.check();
    res.status(report.status === 'ready' ? 200 : 503).json(report);
  });
  router.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
