import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import type { FieldTable } from '../../src/validation/field-table.js';

export type JsonSchema = Record<string, unknown>;

/** What a shape is resolved against: the GraphQL schema the operations run on, and the document's named schemas. */
export interface ShapeContext {
  graphql: GraphQLSchema;
  components: Record<string, JsonSchema>;
}

/**
 * A JSON Schema written from the description the API already has: a resource's GraphQL type and its
 * field table, a zod schema, or a literal. Resolved when the document is built, so a route's file
 * names its shapes without loading the GraphQL schema.
 */
export type Shape = (ctx: ShapeContext) => JsonSchema;

/** A literal JSON Schema. */
export const json =
  (schema: JsonSchema): Shape =>
  () =>
    schema;

/** A string, described. */
export const text = (description?: string, extra: JsonSchema = {}): Shape =>
  json({ type: 'string', ...(description && { description }), ...extra });

export const nullable =
  (shape: Shape): Shape =>
  (ctx) => ({ anyOf: [shape(ctx), { type: 'null' }] });

export const arrayOf =
  (shape: Shape, extra: JsonSchema = {}): Shape =>
  (ctx) => ({ type: 'array', items: shape(ctx), ...extra });

export const anyOf =
  (...shapes: Shape[]): Shape =>
  (ctx) => ({ anyOf: shapes.map((s) => s(ctx)) });

/** An object with exactly these properties (all present unless `optional`): a response names every field it sends. */
export const object =
  (
    properties: Record<string, Shape>,
    opts: { optional?: string[]; description?: string; example?: unknown } = {},
  ): Shape =>
  (ctx) => ({
    type: 'object',
    ...(opts.description && { description: opts.description }),
    properties: Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, s(ctx)])),
    required: Object.keys(properties).filter((k) => !opts.optional?.includes(k)),
    additionalProperties: false,
    ...(opts.example !== undefined && { example: opts.example }),
  });

/** A schema of the document's components, built once under its name, referenced everywhere else. */
export const named =
  (name: string, shape: Shape): Shape =>
  (ctx) => {
    if (!Object.hasOwn(ctx.components, name)) {
      ctx.components[name] = {};
      ctx.components[name] = shape(ctx);
    }
    return { $ref: `#/components/schemas/${name}` };
  };

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  JSON: {},
};

type Entry = FieldTable[string];
const nestedTable = (e: Entry | undefined): FieldTable | undefined =>
  e === undefined || typeof e === 'string' ? undefined : e[1];
const publicName = (field: string, e: Entry | undefined) =>
  e === undefined ? field : typeof e === 'string' ? e : e[0];

/** A GraphQL type as JSON Schema; an object type's fields under the public names of `table`. */
function fromGraphql(
  ctx: ShapeContext,
  type: GraphQLType,
  table: FieldTable | undefined,
  override: Shape | undefined,
  nullableType = true,
): JsonSchema {
  if (type instanceof GraphQLNonNull) return fromGraphql(ctx, type.ofType, table, override, false);
  const inner = ((): JsonSchema => {
    if (override) return override(ctx);
    if (type instanceof GraphQLList) return { type: 'array', items: fromGraphql(ctx, type.ofType, table, undefined) };
    if (type instanceof GraphQLEnumType)
      return { type: 'string', enum: type.getValues().map((v) => v.value as string) };
    if (type instanceof GraphQLObjectType || type instanceof GraphQLInputObjectType)
      return fieldsOf(ctx, type, table ?? {});
    return SCALARS[getNamedType(type).name] ?? {};
  })();
  // An empty schema (JSON) takes null already.
  return nullableType && Object.keys(inner).length > 0 ? { anyOf: [inner, { type: 'null' }] } : inner;
}

function fieldsOf(
  ctx: ShapeContext,
  type: GraphQLObjectType | GraphQLInputObjectType,
  table: FieldTable,
  fields?: readonly string[],
  overrides: Record<string, Shape> = {},
): JsonSchema {
  const all = type.getFields() as Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
  const input = type instanceof GraphQLInputObjectType;
  const keys = fields ?? Object.keys(all).filter((k) => input || Object.hasOwn(table, k));
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const key of keys) {
    const f = all[key];
    if (!f) throw new Error(`${type.name} has no field ${key}`);
    const name = publicName(key, table[key]);
    const schema = fromGraphql(ctx, f.type, nestedTable(table[key]), overrides[key]);
    properties[name] = f.description ? { ...schema, description: f.description } : schema;
    // A response writes every field it names (null when unset); a request needs only the non-null ones.
    if (!input || f.type instanceof GraphQLNonNull) required.push(name);
  }
  return { type: 'object', properties, required, ...(!input && { additionalProperties: false }) };
}

/**
 * A resource as REST writes it (`toPublic(table, data, fields)`): the GraphQL type's fields that the
 * table names (or `fields`, in that order), under their public names, typed by GraphQL. `overrides`
 * types a field GraphQL types loosely (a JSON scalar).
 */
export const resource =
  (typeName: string, table: FieldTable, fields?: readonly string[], overrides?: Record<string, Shape>): Shape =>
  (ctx) => {
    const type = ctx.graphql.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`${typeName} is not a GraphQL object type`);
    return fieldsOf(ctx, type, table, fields, overrides);
  };

/** An object shape whose `names` (public names) are written only when they apply: not required. */
export const withOptional =
  (shape: Shape, names: readonly string[]): Shape =>
  (ctx) => {
    const schema = shape(ctx);
    return { ...schema, required: (schema.required as string[]).filter((name) => !names.includes(name)) };
  };

/** A request body as REST reads it (`fromPublic(table, body)` into a GraphQL input): the input type's fields under their public names. */
export const requestBody =
  (inputName: string, table: FieldTable, overrides?: Record<string, Shape>, example?: unknown): Shape =>
  (ctx) => {
    const type = ctx.graphql.getType(inputName);
    if (!(type instanceof GraphQLInputObjectType)) throw new Error(`${inputName} is not a GraphQL input type`);
    return { ...fieldsOf(ctx, type, table, undefined, overrides), ...(example !== undefined && { example }) };
  };
