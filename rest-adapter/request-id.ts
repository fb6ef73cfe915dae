import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** Every API response carries X-Request-Uuid, the id a caller quotes to support (and our logs carry). */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Uuid', id);
  next();
}
