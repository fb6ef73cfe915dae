import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request } from 'express';

export interface RestResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One REST endpoint: a method and path mapped onto one GraphQL operation and a response shape. */
export interface RestRoute<TData = any, TVars = any> {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  operation: TypedDocumentNode<TData, TVars>;
  variables?: (req: Request) => TVars;
  respond: (data: TData, req: Request) => RestResponse;
  /** The spec exempts a few routes (the embedded form) from rate limiting. */
  rateLimited?: boolean;
}

/** Keeps each entry's data and variable types tied to its operation. */
export function route<TData, TVars>(r: RestRoute<TData, TVars>): RestRoute<TData, TVars> {
  return r;
}
