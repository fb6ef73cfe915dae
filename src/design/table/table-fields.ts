import { z } from 'zod';
import { COLUMN_ALIGNS, FONT_STYLES, TABLE_BORDERS } from '../layers/layer-choices.js';
import { cssColour } from '../css-colour.js';
import { dataField } from '../data/data-field.js';
import { fontFamily, fontWeight } from '../type-fields.js';
import { COLUMN_FORMATS, DATE_STYLES, formatProblem, localeProblem } from './cell-format.js';

/**
 * A table layer's own properties (docs/rendering.md "Table layers"), beside the common ones: its
 * columns, its default `data` (the rows), and how it is styled. In a PDF a table that does not fit its
 * box flows onto the next pages (render/scene/page-flow.ts); in an image it is cut (`more_rows_text`).
 */

const MAX_COLUMNS = 50;
const size = z.number().finite().min(0);
const typeOverrides = {
  font_family: fontFamily.optional(),
  font_weight: fontWeight.optional(),
  font_style: z.enum(FONT_STYLES).optional(),
  font_size: z.number().finite().positive().max(500).optional(),
  color: cssColour.optional(),
};

const column = z
  .strictObject({
    /** The record key whose values the column shows. */
    key: z.string().trim().min(1).max(100),
    /** The header's text; default the key. */
    header: z.string().max(200).optional(),
    /** Pixels; columns without a width share what the others leave. */
    width: z.number().finite().positive().max(4000).optional(),
    /** Default: right for numbers, amounts and percentages, left otherwise. */
    align: z.enum(COLUMN_ALIGNS).optional(),
    /** false: one line, ending in "…" when it is too long. */
    wrap: z.boolean().default(true),
    format: z.enum(COLUMN_FORMATS).default('text'),
    currency: z.string().trim().optional(),
    decimals: z.int().min(0).max(10).optional(),
    date_style: z.enum(DATE_STYLES).optional(),
    ...typeOverrides,
  })
  .superRefine((c, ctx) => {
    const problem = formatProblem(c);
    if (problem) ctx.addIssue({ code: 'custom', path: ['currency'], message: problem });
  });

/** A style a row takes by naming it in its `_style` value. */
const rowStyle = z.strictObject({ ...typeOverrides, background_color: cssColour.optional() });

export const tableFields = {
  columns: z.array(column).min(1).max(MAX_COLUMNS),
  data: dataField.default([]),
  locale: z
    .string()
    .trim()
    .max(64)
    .superRefine((v, ctx) => {
      const problem = localeProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default('en-US'),
  font_family: fontFamily.default('sans'),
  font_size: z.number().finite().positive().max(500).default(16),
  color: cssColour.default('#111827'),
  line_height: z.number().finite().positive().max(10).default(1.25),
  /** Inside every cell, on each side. */
  padding: size.max(200).default(8),
  header: z.boolean().default(true),
  header_background_color: cssColour.default('#f1f5f9'),
  header_color: cssColour.optional(),
  header_font_weight: fontWeight.default('bold'),
  /** Every body row's fill; none: transparent. */
  row_background_color: cssColour.optional(),
  /** Every second body row's fill (the 2nd, 4th...); none: no stripes. */
  zebra_color: cssColour.optional(),
  border_color: cssColour.default('#cbd5e1'),
  border_width: size.max(20).default(1),
  /** horizontal: a line under the header and every row; all: a grid; outer: the frame; none. */
  borders: z.enum(TABLE_BORDERS).default('horizontal'),
  row_styles: z
    .record(z.string().min(1).max(40), rowStyle)
    .refine((r) => Object.keys(r).length <= 20, 'At most 20 row styles.')
    .optional(),
  /** An image's last row when the rows do not fit; `{count}` is how many were left out. */
  more_rows_text: z.string().max(200).default('+ {count} more rows'),
  /** A PDF's pages after the first: where the table continues (default its own y and height). */
  next_page_y: z.number().finite().optional(),
  next_page_height: size.optional(),
};
