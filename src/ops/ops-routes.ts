import express from 'express';
import type { Metrics } from './metrics.js';
import type { Readiness } from './readiness.js';

/**
 * /healthz (the process runs, and the MP4 encoder it chose: `ffmpeg` or `wasm`), /readyz (its dependencies
 * answer) and /metrics (Prometheus text).
 */
export function opsRoutes({
  metrics,
  readiness,
  mp4Encoder,
}: {
  metrics: Metrics;
  readiness: Readiness;
  /** Which H.264 encoder MP4s use here (render's h264EncoderName: found once, then remembered). */
  mp4Encoder: () => Promise<string>;
}): express.Router {
  const router = express.Router();
  router.use(['/healthz', '/readyz', '/metrics'], (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  router.get('/healthz', async (_req, res) => void res.json({ status: 'ok', encoders: { mp4: await mp4Encoder() } }));
  router.get('/readyz', async (_req, res) => {
    const report = await readiness.check();
    res.status(report.status === 'ready' ? 200 : 503).json(report);
  });
  router.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
