import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';
import type { Context } from '../src/graphql/context.js';
import type { BudgetSpec } from '../src/graphql/limits/field-budget.js';
import type { Scope } from '../src/graphql/scopes.js';
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

/**
 * A command the route hands to its capability's service itself: the body, renamed, is the command,
 * and the service's checker its only check. For the commands whose REST refusals GraphQL's strict
 * input types cannot word as the spec does (a mistyped field, a missing one), as Gotenberg's routes
 * call their module once.
 */
interface RestCommand<TData> {
  /** The scope of the GraphQL field that runs the same command (src/graphql/scopes.ts), checked alike first. */
  scope: Scope;
  /** Calls the service for the caller of `ctx`; resolves to the data `respond` reads. */
  run: (ctx: Context, req: Request) => Promise<TData>;
}

/** One REST endpoint: a method and path, what it runs, and its response shape. */
interface RouteBase<TData> {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  /** The resource's REST names for camelCase fields: 422 paths (from the operation, `variables` or the command) are named by it. */
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

/** A route that runs one GraphQL operation of its capability's rest-operations.graphql. */
interface OperationRoute<TData, TVars> extends RouteBase<TData> {
  operation: TypedDocumentNode<TData, TVars>;
  /** May throw a ValidationError (a 422, its field paths named by `fields`). */
  variables?: (req: Request) => TVars | Promise<TVars>;
  command?: never;
}

/** A route that runs a command (above); its OpenAPI `operationId` is its doc's. */
interface CommandRoute<TData> extends RouteBase<TData> {
  command: RestCommand<TData>;
  operation?: never;
  variables?: never;
  doc: RouteDoc & { operationId: string };
}

export type RestRoute<TData = any, TVars = any> = OperationRoute<TData, TVars> | CommandRoute<TData>;

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** Keeps each entry's data and variable types tied to its operation. */
export function route<TData, TVars>(r: OperationRoute<TData, TVars>): RestRoute<TData, TVars> {
  return r;
}

/** Keeps a command route's data type tied to what its command resolves to. */
export function commandRoute<TData>(r: CommandRoute<TData>): RestRoute<TData> {
  return r;
}
