import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** One line per request: method, path without its query (queries may carry signatures), status, time. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info(
        {
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          requestId: res.locals.requestId,
        },
        'request',
      );
    });
    next();
  };
}
