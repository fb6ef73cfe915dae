import { getNamedType, getNullableType, isListType, type GraphQLField } from 'graphql';

/** What one use of an expensive field costs, next to 1 for any other field. */
export const COST = {
  /** A render (createSnap, createBatch, createScreenshot, submitEmbeddedForm): seconds of a render thread or a browser. */
  render: 50,
  /** A watermarked preview: a render, then a PNG encode. */
  preview: 50,
  /** A template's layers (or draft): up to megabytes of JSON each. */
  layers: 10,
} as const;

/** Relay's page size when neither first nor last is given (@pothos/plugin-relay's default). */
const DEFAULT_PAGE = 20;
/** A plain list field's assumed length. */
const LIST_LENGTH = 10;

function pageSize(args: Record<string, unknown>): number {
  const n = [args.first, args.last].find((v) => typeof v === 'number') as number | undefined;
  return Math.max(0, n ?? DEFAULT_PAGE);
}

/**
 * The default cost of a field (@pothos/plugin-complexity's `fieldComplexity`): 1, and its
 * selection multiplied by the page size of a connection (first/last) or by 10 for a list. A
 * connection's `edges` list is that page, so it multiplies by 1.
 */
export function fieldComplexity(args: Record<string, unknown>, _ctx: unknown, field: GraphQLField<unknown, any>) {
  if (field.args.some((a) => a.name === 'first')) return { field: 1, multiplier: pageSize(args) };
  if (field.name === 'edges' && getNamedType(field.type).name.endsWith('Edge')) return { field: 1, multiplier: 1 };
  return { field: 1, multiplier: isListType(getNullableType(field.type)) ? LIST_LENGTH : 1 };
}
