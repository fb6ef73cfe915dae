import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.js';

/**
 * Times every request under its route pattern (`/api/v1/snaps/:uuid`), never its raw path: ids in
 * paths would make a series per resource. Requests outside any route are named by their mount
 * (`/graphql`, `/files/*`) or `unmatched`.
 */
export function httpMetrics(metrics: Metrics, mounts: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = metrics.httpRequests.startTimer();
    res.on('finish', () => end({ method: req.method, route: routeOf(req, mounts), status: String(res.statusCode) }));
    next();
  };
}

function routeOf(req: Request, mounts: string[]): string {
  if (req.route?.path) return `${req.baseUrl}${req.route.path}`;
  const path = req.originalUrl.split('?')[0];
  const mount = mounts.find((m) => path === m || path.startsWith(`${m}/`));
  if (!mount) return 'unmatched';
  return path === mount ? mount : `${mount}/*`;
}
