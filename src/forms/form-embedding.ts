import type { RequestHandler } from 'express';
import type { FormSubmitter } from './form-submitter.js';
import { formPageCsp } from './form-page.js';

/**
 * For every request to a form's URL: the page's Content-Security-Policy, framed only by the
 * origins the form's owner listed (else the service's own), and CORS for those origins alone, so
 * their scripts can post the form and read the answer, errors included. Preflights end here.
 */
export function formEmbedding(d: { submitter: FormSubmitter; publicUrl: string }): RequestHandler {
  return async (req, res, next) => {
    try {
      const origins = await d.submitter.allowedOrigins(String(req.params.formUuid));
      res.setHeader('Content-Security-Policy', formPageCsp(d.publicUrl, origins));
      res.setHeader('Vary', 'Origin');
      const origin = req.headers.origin;
      const allowed = origin !== undefined && origins.includes(origin.toLowerCase());
      if (allowed) res.setHeader('Access-Control-Allow-Origin', origin);
      if (req.method !== 'OPTIONS') return next();
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', 'POST');
        // What a form post or a fetch with a JSON body sends; credentials are never needed (the signature authorizes).
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  };
}
