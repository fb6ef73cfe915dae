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

/**
 * What the OpenAPI document says of a route that its table entry does not: a summary, the shape of
 * its bodies and the statuses it answers. The router never reads it; openapi-document.ts does.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: string;
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
