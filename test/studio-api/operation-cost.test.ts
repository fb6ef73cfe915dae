import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { schema } from '../../src/server/schema.js';
import { ROOT } from '../support/paths.js';

// The Studio is a client like any other: each of its operations must pass the server's cost limit.
const document = parse(readFileSync(resolve(ROOT, 'studio/src/api/operations.graphql'), 'utf8'));
const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = document.definitions.filter(
  (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
);

const SCALARS: Record<string, unknown> = {
  String: 'x',
  ID: 'x',
  Int: 1,
  Float: 1,
  Boolean: false,
  JSON: {},
  File: new File(['x'], 'x.png'),
};

/** The smallest value a required variable accepts: a cost depends on page sizes, not on ids or inputs. */
function placeholder(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return undefined;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .map((f) => [f.name, placeholder(f.type)])
        .filter(([, v]) => v !== undefined),
    );
  return SCALARS[inner.name];
}

describe('Studio operations and the GraphQL cost limit', () => {
  const { GRAPHQL_MAX_COST } = loadConfig({});
  it.each(operations.map((o) => [o.name!.value, o] as const))(
    '%s costs at most GRAPHQL_MAX_COST',
    (_name, operation) => {
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((v) => [
          v.variable.name.value,
          placeholder(typeFromAST(schema, v.type as never) as GraphQLInputType),
        ]),
      );
      const only: DocumentNode = { ...document, definitions: [operation, ...fragments] };
      const { complexity } = complexityFromQuery(only, { schema, ctx: {}, variables });
      expect(complexity).toBeLessThanOrEqual(GRAPHQL_MAX_COST);
    },
  );
});
