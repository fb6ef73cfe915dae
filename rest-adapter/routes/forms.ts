import type { Request } from 'express';
import { SubmitEmbeddedFormDocument, type EmbeddedFormValue } from '../generated/operations.js';
import { route, type RestRoute } from '../route.js';
import { snap } from './snaps.js';

const LAYER_FIELD = /^layers\[(.+)\]$/s;

/** `layers[<key>]` text fields (nested under `req.body.layers`) and file parts, as GraphQL values. */
function formValues(req: Request): EmbeddedFormValue[] {
  const fields = req.body?.layers;
  const texts = typeof fields === 'object' && fields !== null ? Object.entries(fields) : [];
  const values: EmbeddedFormValue[] = texts.flatMap(([key, v]) => {
    const text = Array.isArray(v) ? v.at(-1) : v; // a key sent twice: the last value wins
    return typeof text === 'string' ? [{ key, text }] : [];
  });
  const files = Array.isArray(req.files) ? req.files : [];
  for (const f of files) {
    const key = LAYER_FIELD.exec(f.fieldname)?.[1];
    if (key !== undefined) values.push({ key, file: new File([f.buffer as Uint8Array<ArrayBuffer>], f.originalname, { type: f.mimetype }) });
  }
  return values;
}

export const formRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/embedded-forms/:formUuid',
    operation: SubmitEmbeddedFormDocument,
    // The signature authorizes the request: no token, no rate limit (the spec exempts this route).
    rateLimited: false,
    multipart: { maxFileBytes: 10 * 1024 * 1024, maxFiles: 10 },
    // The whole URL as received (path and query): what the signature covers, with PUBLIC_URL in front.
    variables: (req) => ({ url: req.originalUrl, layers: formValues(req) }),
    respond: ({ submitEmbeddedForm: { snaps, collectionForm } }) => ({ body: collectionForm ? snaps.map(snap) : { data: snap(snaps[0]) } }),
  }),
];
