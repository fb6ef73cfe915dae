import { z } from 'zod';
import { readDataRows, type DataRow } from './data-rows.js';

/**
 * A layer's `data` as a template stores it: records, or CSV text read into records once, when the
 * template is written (data-rows.ts's bounds), so a render never parses a template's CSV again.
 * Absent, no rows.
 */
export const dataField = z
  .unknown()
  .meta({ description: 'Rows: an array of records, or CSV text with a header row (docs/rendering.md "Data").' })
  .transform((value, ctx): DataRow[] => {
    const read = readDataRows(value ?? []);
    if ('rows' in read) return read.rows;
    ctx.addIssue({ code: 'custom', message: `The data ${read.problem}` });
    return z.NEVER;
  })
  // What is stored and read back: the records (what the API documents for a read).
  .pipe(z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))));
