import { z } from 'zod';
import { chartFields } from '../chart/chart-fields.js';
import { tableFields } from '../table/table-fields.js';

/**
 * The chart and table layers (issue 43; docs/rendering.md "Chart layers", "Table layers"): their own
 * properties are the design language's (src/design), beside the properties every layer has. Their
 * content, the key a variant sets, is `data`.
 */
export function dataLayerSchemas<C extends z.core.$ZodLooseShape, M extends z.core.$ZodLooseShape>(
  common: C,
  motion: { chart: M; table: M },
) {
  return {
    chart: z.strictObject({ ...common, type: z.literal('chart'), ...motion.chart, ...chartFields }),
    table: z.strictObject({ ...common, type: z.literal('table'), ...motion.table, ...tableFields }),
  };
}
