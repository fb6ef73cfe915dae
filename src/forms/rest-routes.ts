import type { Request } from 'express';
import { errorPage, formPage, resultPage } from './form-page.js';
import {
  EmbeddedFormPageDocument,
  SubmitEmbeddedFormDocument,
  type EmbeddedFormValue,
} from '../../rest-adapter/generated/operations.js';
import { snap } from '../snaps/rest-shapes.js';
import { anyOf, arrayOf, json, object } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestResponse, type RestRoute } from '../../rest-adapter/route.js';
import { snapResource } from '../snaps/snap-resource.js';

/**
 * A field's name: `layers[<key>][<valueKey>]`, or the shorthand `layers[<key>]`. The key may hold
 * brackets itself (`layers[x[y]][text]`): the value key is the last bracketed part.
 */
const LAYER_FIELD = /^layers\[(.+?)\](?:\[([^[\]]+)\])?$/;

/** A key sent twice arrives as an array: the last value wins. */
const last = (v: unknown): unknown => (Array.isArray(v) ? v.at(-1) : v);

/** The text values under one layer key: the shorthand's string, or `{<valueKey>: string}`. */
function textValues(key: string, raw: unknown): EmbeddedFormValue[] {
  const v = last(raw);
  if (typeof v === 'string') return [{ key, text: v }];
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v).flatMap(([valueKey, text]) =>
    typeof last(text) === 'string' ? [{ key, valueKey, text: last(text) as string }] : [],
  );
}

/**
 * Text values and file parts, as GraphQL values. Text comes nested (`req.body.layers`) from JSON
 * and multipart bodies, or flat (`req.body['layers[a][b]']`) from urlencoded bodies, which the
 * router parses without nesting so that a layer key of digits stays a key, and from multipart
 * names the parser could not nest (brackets in the key). A digit key in a multipart body makes
 * `layers` an array whose indices are those keys.
 */
function formValues(req: Request): EmbeddedFormValue[] {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  const nested = typeof body.layers === 'object' && body.layers !== null ? Object.entries(body.layers) : [];
  const flat = Object.entries(body).flatMap(([name, raw]) => {
    const [, key, valueKey] = LAYER_FIELD.exec(name) ?? [];
    return key === undefined ? [] : textValues(key, valueKey === undefined ? raw : { [valueKey]: raw });
  });
  const values = [...nested.flatMap(([key, raw]) => textValues(key, raw)), ...flat];
  const files = Array.isArray(req.files) ? req.files : [];
  for (const f of files) {
    const [, key, valueKey] = LAYER_FIELD.exec(f.fieldname) ?? [];
    if (key !== undefined)
      values.push({
        key,
        valueKey,
        file: new File([f.buffer as Uint8Array<ArrayBuffer>], f.originalname, { type: f.mimetype }),
      });
  }
  return values;
}
/** A person's browser rather than a client of the API: it prefers HTML to JSON. */
const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

const html = (body: string): RestResponse => ({
  body,
  contentType: 'text/html; charset=utf-8',
  headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
});

const HTML_HEADERS = {
  'Cache-Control': { description: '`no-store` (HTML answers).', optional: true },
  'X-Content-Type-Options': { description: '`nosniff` (HTML answers).', optional: true },
};
const formUuid = { formUuid: { description: 'The form uuid.' } };
/** src/forms/form-embedding.ts sets it on every answer of the form's path. */
const FRAMING = {
  'Content-Security-Policy': { description: "`frame-ancestors`: the origins the form's owner allows may embed it." },
};
const signature = {
  signature: { description: "The signature over the whole URL, as the form's owner received it.", required: true },
};
/** A template form's snap, or a collection form's bare array of snaps. */
const submitted = anyOf(object({ data: snap }), arrayOf(snap));

export const formRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/embedded-forms/:formUuid',
    operation: EmbeddedFormPageDocument,
    rateLimited: false,
    // The page posts back to the very URL it was served at: the signature covers it.
    variables: (req) => ({ url: req.originalUrl }),
    doc: {
      summary: 'The form page',
      description:
        'The HTML form a site embeds: a field per layer the form was configured with. It posts back to its own URL.',
      tag: 'Embedded forms',
      operationId: 'embeddedFormPage',
      auth: 'signature',
      params: formUuid,
      headers: FRAMING,
      query: signature,
      responses: { 200: { description: 'The form page.', media: ['text/html'], headers: HTML_HEADERS } },
      errors: [403, 404],
      htmlErrors: true,
    },
    respond: ({ embeddedFormPage }, req) => html(formPage(embeddedFormPage, req.originalUrl)),
    errorPage: (error) => errorPage(error, null),
  }),
  route({
    method: 'post',
    path: '/embedded-forms/:formUuid',
    operation: SubmitEmbeddedFormDocument,
    // The signature authorizes the request: no token, no rate limit (the spec exempts this route).
    rateLimited: false,
    multipart: { maxFileBytes: 10 * 1024 * 1024, maxFiles: 10 },
    // The whole URL as received (path and query): what the signature covers, with PUBLIC_URL in front.
    variables: (req) => ({ url: req.originalUrl, layers: formValues(req) }),
    doc: {
      summary: 'Submit an embedded form',
      description:
        'Renders a snap per template of the form; its owner is charged. Layer keys: the plain key (template form) or `<templateUuid>__<layerKey>` (collection form); ' +
        'layers the form was not configured with are dropped. A browser (preferring HTML) gets a result page.',
      tag: 'Embedded forms',
      auth: 'signature',
      params: formUuid,
      headers: FRAMING,
      query: signature,
      body: object(
        {
          layers: json({
            type: 'object',
            description: '`layers[<key>][<value key>]`: text values, or image files (multipart).',
            additionalProperties: true,
          }),
        },
        { optional: ['layers'] },
      ),
      responses: {
        200: {
          description: 'The rendered snaps: `{data: Snap}` for a template form, a bare array for a collection form.',
          body: submitted,
          media: ['text/html'],
          headers: { ...HTML_HEADERS },
        },
      },
      errors: [403, 404, 417, 503],
      htmlErrors: true,
    },
    respond: ({ submitEmbeddedForm: { snaps, collectionForm } }, req) => {
      if (wantsHtml(req)) return html(resultPage(snaps, req.originalUrl));
      const resources = snaps.map((s) => snapResource(s));
      return { body: collectionForm ? resources : { data: resources[0] } };
    },
    errorPage: (error, req) => (wantsHtml(req) ? errorPage(error, req.originalUrl) : null),
  }),
];
