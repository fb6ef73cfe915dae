import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { PROJECT_ROOT } from '../../src/project-root.js';
import type { RestRoute } from '../route.js';
import { openApiDocument } from './openapi-document.js';
import type { DocumentedRoute } from './route-doc.js';
import { json } from './shapes.js';

/** Where the document is served under the REST path, open to anyone. */
export const OPENAPI_PATH = '/openapi.json';

const selfRoute: DocumentedRoute = {
  method: 'get',
  path: OPENAPI_PATH,
  operationId: 'openApiDocument',
  rateLimited: false,
  doc: {
    summary: 'This document',
    description: 'The OpenAPI 3.1 description of /api/v1. The reference page is at `/docs`.',
    tag: 'Meta',
    auth: 'none',
    responses: {
      200: {
        description: 'The document.',
        body: json({ type: 'object', properties: { openapi: { const: '3.1.0' } }, required: ['openapi'] }),
      },
    },
  },
};

const operationName = (r: RestRoute) => {
  const def = r.operation?.definitions[0];
  const name = def && 'name' in def ? def.name?.value : undefined;
  if (!name) throw new Error(`${r.method} ${r.path}: its operation has no name`);
  return name[0].toLowerCase() + name.slice(1);
};

const version = (): string => JSON.parse(readFileSync(`${PROJECT_ROOT}/package.json`, 'utf8')).version;

/** The document of every /api/v1 route: the router's table, those served beside it (the render URL) and this document's own route. */
export function restApiDocument(graphql: GraphQLSchema, routes: RestRoute[], outside: DocumentedRoute[]) {
  const documented: DocumentedRoute[] = routes.map((r) => ({
    method: r.method,
    path: r.path,
    operationId: r.doc.operationId ?? operationName(r),
    doc: r.doc,
    rateLimited: r.rateLimited,
    multipart: r.multipart,
  }));
  return openApiDocument(graphql, [...documented, ...outside, selfRoute], version());
}

/** The document as openapi.json holds it (`npm run openapi:print`). */
export const printedOpenApi = (graphql: GraphQLSchema, routes: RestRoute[], outside: DocumentedRoute[]) =>
  `${JSON.stringify(restApiDocument(graphql, routes, outside), null, 2)}\n`;
