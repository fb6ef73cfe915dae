import { z } from 'zod';
import { cssColour } from '../css-colour.js';
import { dataField } from '../data/data-field.js';
import { MAX_ALT_LENGTH } from './chart-alt.js';
import { chartSpecProblems } from './chart-spec.js';

/**
 * A chart layer's own properties (docs/rendering.md "Chart layers"), beside the common ones: a
 * Vega-Lite `spec` without data, its default `data`, and the design's type and colours it draws in.
 */
export const chartFields = {
  spec: z.record(z.string(), z.unknown()).superRefine((spec, ctx) => {
    for (const { path, message } of chartSpecProblems(spec)) ctx.addIssue({ code: 'custom', path, message });
  }),
  data: dataField.default([]),
  /** What the chart shows, for readers of a tagged PDF; null: written from the spec and the data (chart-alt.ts). */
  alt: z.string().trim().max(MAX_ALT_LENGTH).nullable().default(null),
  font_family: z.string().trim().min(1).max(100).default('sans'),
  /** Axis and legend labels; titles are a little larger. */
  font_size: z.number().finite().positive().max(200).default(14),
  color: cssColour.default('#334155'),
  /** The colours of the series, in order; default Vega-Lite's (Tableau 10). */
  colors: z.array(cssColour).min(1).max(32).optional(),
};
