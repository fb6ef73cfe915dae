import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import type PrismaTypes from '../generated/pothos-prisma-types.js';
import { getDatamodel } from '../generated/pothos-prisma-types.js';
import type { Context } from './context.js';
import { authorizationError } from './errors.js';
import { fieldComplexity } from './limits/field-complexity.js';
import { embedAllows, type EmbedNeed } from '../access/embed-grant.js';
import { scopesOf, type Scopes } from './scopes.js';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  // `embed`: the one template an embed token opens (src/access/embed-grant.ts), asked by the editor's own fields.
  AuthScopes: Scopes & { embed: EmbedNeed };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
  // Costs only: /graphql enforces GRAPHQL_MAX_COST in its operation guard (limits/operation-guard.ts), not the REST adapter.
  complexity: { fieldComplexity },
  defaultFieldNullability: false,
  scopeAuth: {
    unauthorizedError: (_parent, ctx) => authorizationError(ctx.auth, ctx.authRefusal),
    // Subscriptions check scopes before they start, not on each event.
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({ ...scopesOf(ctx.auth), embed: (need: EmbedNeed) => embedAllows(ctx.auth?.embed, need) }),
  },
  prisma: {
    client: (ctx) => ctx.services.database.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
  },
  relay: {},
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSON', JSONResolver);
// An upload (GraphQL multipart request spec, which Yoga parses; the REST adapter passes its parts as Files).
builder.scalarType('File', {
  serialize: () => {
    throw new Error('File is an input-only type.');
  },
  parseValue: (v) => {
    if (typeof v === 'object' && v !== null && typeof (v as File).arrayBuffer === 'function') return v as File;
    throw new TypeError('File cannot represent a value that is not an uploaded file.');
  },
});
builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
