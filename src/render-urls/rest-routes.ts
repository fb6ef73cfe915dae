import type { DocumentedRoute } from '../../rest-adapter/openapi/route-doc.js';
import { RENDER_CONTENT_TYPES as CONTENT_TYPES, RENDER_FORMATS } from '../render-requests/render-options.js';
import { EXPIRES_PARAM, RENDER_PATH, SIGNATURE_PARAM } from './render-url-signer.js';

const ETAG = { ETag: { description: 'The same for every URL with the same render.' } };

/**
 * The signed render URL (render-url-route.ts), mounted beside the REST router by src/server/app.ts since it answers
 * bytes rather than a GraphQL result: not a route of the router, but documented in openapi.json beside them.
 */
const renderUrlRoute: DocumentedRoute = {
  method: 'get',
  path: `${RENDER_PATH}/{templateUuid}.{format}`,
  operationId: 'renderUrl',
  rateLimited: false,
  doc: {
    summary: 'Render a signed URL',
    description:
      'A template rendered by a plain GET, for `og:image` tags, e-mails and `<img>`. Every other query parameter is a variant: ' +
      "`{layer}={content}`, or `{layer}.{property}={value}` (`hidden`; a text layer's `color`, `font_family`, `font_size`, `background_color`). " +
      'The signature (docs/api.md "Render URLs") is the whole authorization; a render costs the template\'s owner 1 credit, a cached file nothing.',
    tag: 'Render URLs',
    auth: 'signature',
    headers: {
      'Cache-Control': {
        description: '`public, max-age=RENDER_URL_MAX_AGE_SECONDS` on the file; `no-store` on errors.',
      },
    },
    params: {
      templateUuid: { description: 'The template uuid, in lower case.', schema: { type: 'string', format: 'uuid' } },
      format: { description: 'The file format.', schema: { type: 'string', enum: [...RENDER_FORMATS] } },
    },
    query: {
      [SIGNATURE_PARAM]: {
        description: 'HMAC-SHA256 of the path and canonical query, lower-case hex.',
        required: true,
      },
      [EXPIRES_PARAM]: { description: 'Unix seconds after which the URL answers 410.', schema: { type: 'integer' } },
      transparent: {
        description: '`true`/`1` or `false`/`0`; png and webp only.',
        schema: { type: 'string', enum: ['true', 'false', '1', '0'] },
      },
    },
    responses: {
      200: {
        description: 'The file.',
        media: Object.values(CONTENT_TYPES),
        headers: {
          ...ETAG,
          'X-Cache': {
            description: '`HIT` when served from the cache, `MISS` when rendered for this request.',
            schema: { type: 'string', enum: ['HIT', 'MISS'] },
          },
        },
      },
      304: { description: '`If-None-Match` carries the current ETag.', headers: ETAG },
      403: { description: 'The signature is missing, repeated or wrong: `Invalid signature.`' },
    },
    errors: [404, 410, 417, 422, 429],
  },
};

/** The routes of this capability that openapi.json documents beside the router's. */
export const documentedRoutes: DocumentedRoute[] = [renderUrlRoute];
