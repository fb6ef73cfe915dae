import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import type { BudgetSpec } from '../src/graphql/limits/field-budget.js';
import type { FieldTable } from '../src/validation/field-table.js';
import type { RouteDoc } from './openapi/route-doc.js';

export interface RestResponse {
  status?: number;
  /** Sent as JSON; with `contentType`, sent as it is (a string, a Buffer, or a Readable streamed as it is read). */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

/** What a response may need beyond the data: the public address of the REST API, for links; stored files, for downloads. */
interface RestContext {
  /** PUBLIC_URL and the mount path, e.g. `https://snaps.example.com/api/v1`. */
  apiUrl: string;
  /** The bytes of one of this server's files by its address (a `media_url`); null for another address or a file gone. */
  readFile(url: string): Promise<Buffer | null>;
}

/** A request budget of its own, shared by every route (and GraphQL field) naming it, in place of the per-endpoint limit. */
type Throttle = BudgetSpec;

/** One REST endpoint: a method and path mapped onto one GraphQL operation and a response shape. */
export interface RestRoute<TData = any, TVars = any> {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  operation: TypedDocumentNode<TData, TVars>;
  /** May throw a ValidationError (a 422, its field paths named by `fields`). */
  variables?: (req: Request) => TVars | Promise<TVars>;
  /** The resource's REST names for camelCase fields: 422 paths (from the operation or `variables`) are named by it. */
  fields?: FieldTable;
  respond: (data: TData, req: Request, ctx: RestContext) => RestResponse;
  /** The spec exempts a few routes (the embedded form) from rate limiting. */
  rateLimited?: boolean;
  throttle?: Throttle;
  /** An HTML page for an error, when the route serves people as well (null: the JSON body). */
  errorPage?: (error: { message: string; errors?: Record<string, string[]> }, req: Request) => string | null;
  /** Also accept multipart/form-data: fields into `req.body` (`a[b]` nests), files into `req.files`. */
  multipart?: MultipartLimits;
  /** What the OpenAPI document (rest-adapter/openapi/) tells of the route beyond this entry. */
  doc: RouteDoc;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** Keeps each entry's data and variable types tied to its operation. */
export function route<TData, TVars>(r: RestRoute<TData, TVars>): RestRoute<TData, TVars> {
  return r;
}
