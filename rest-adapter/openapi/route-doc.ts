import type { JsonSchema, Shape } from './shapes.js';

/** A response header a route sends, beyond the ones every route of its kind sends (openapi-document.ts). */
export interface HeaderDoc {
  description: string;
  schema?: JsonSchema;
  /** Sent only sometimes (X-Idempotent-Replay on a replay). */
  optional?: boolean;
}

interface ResponseDoc {
  description: string;
  /** A JSON body. */
  body?: Shape;
  /** Media types of a body that is not JSON (an HTML page, image bytes), in place of `body`. */
  media?: string[];
  headers?: Record<string, HeaderDoc>;
}

interface ParameterDoc {
  description: string;
  schema?: JsonSchema;
  required?: boolean;
  example?: unknown;
}

/** The document's groups of operations, each described (the reference page's sections). */
export const TAGS = {
  Account: 'The caller: its token and its credits this period.',
  Batches: 'Many snaps of one template in one request, rendered in the background; their archive.',
  Certificates: "The account's signing certificates (PKCS#12, stored sealed), which sign PDF snaps.",
  'Embedded forms': 'Forms a site embeds: a visitor fills in layers and gets a snap.',
  Fonts: "The account's own fonts, usable in every template.",
  Media: "The account's media library: images for templates' image layers.",
  Meta: 'This description of the API.',
  Previews: 'An HTML preview of a template with variants, without a render or a charge.',
  'Render URLs': 'Signed addresses that render a template on request (for `<img>` tags and link previews).',
  Screenshots: 'Images and PDFs of web pages.',
  Snaps: 'Renders of a template: images (png, jpeg, webp) and PDFs.',
  Templates: 'Designs: a canvas with addressable layers; size presets; starter designs; export and import.',
} as const;

/**
 * What the OpenAPI document says of a route that its table entry does not: a summary, the shape of
 * its bodies and the statuses it answers. The router never reads it; openapi-document.ts does.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: keyof typeof TAGS;
  /** Where two routes run one GraphQL operation (whose name is the default). */
  operationId?: string;
  /** `signature`: authorized by a signed URL instead of a bearer token; `none`: open to anyone. */
  auth?: 'bearer' | 'signature' | 'none';
  /** Path parameters by name (`:templateUuid` is `templateUuid`); each is a string unless its schema says otherwise. */
  params?: Record<string, ParameterDoc>;
  query?: Record<string, ParameterDoc>;
  /** The request body (JSON, and multipart/form-data where the route takes it). */
  body?: Shape;
  /** The body when it is multipart/form-data only (an upload). */
  upload?: Shape;
  responses: Record<number, ResponseDoc>;
  /** Headers on every response of the route, errors included. */
  headers?: Record<string, HeaderDoc>;
  /** Errors may be an HTML page too (a route that serves people's browsers). */
  htmlErrors?: boolean;
  /** The error statuses this route answers besides those every route of its kind does (401, 429, 500 ...). */
  errors?: number[];
}

/** A route as the document needs it: the router's entry (method, Express path, limits) and its doc. */
export interface DocumentedRoute {
  method: string;
  path: string;
  operationId: string;
  doc: RouteDoc;
  rateLimited?: boolean;
  multipart?: unknown;
}
