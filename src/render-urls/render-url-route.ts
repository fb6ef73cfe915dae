import type { RequestHandler } from 'express';
import type { QueryParams } from './canonical-query.js';
import type { RenderUrlService } from './render-url-service.js';

/**
 * GET /api/v1/render/{templateUuid}.{format}: one call into the service. The signature is the whole
 * authorization: no cookie or token is read. Errors go to `next`, for the API's error table.
 */
export function renderUrlRoute(service: RenderUrlService): RequestHandler {
  return async (req, res, next) => {
    try {
      const search = req.originalUrl.indexOf('?');
      const query: QueryParams = search < 0 ? [] : [...new URLSearchParams(req.originalUrl.slice(search + 1))];
      const out = await service.serve({
        file: String(req.params.file),
        query,
        ifNoneMatch: req.headers['if-none-match'],
      });
      res.status(out.status).set(out.headers).end(out.body);
    } catch (e) {
      next(e);
    }
  };
}
