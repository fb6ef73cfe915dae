import { LRUCache } from 'lru-cache';
import { layoutText, type TextLayout } from '../text/text-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { FontSpec } from '../fonts/fonts.js';

/** One line of a chart's text, laid out as a text layer's: its faces (the fallback chain), bidi, widths. */
export interface ChartLine {
  /** Pieces placed from x 0 with their baseline at 0. */
  layout: TextLayout;
  width: number;
}

const lines = new LRUCache<string, ChartLine>({ max: 5_000 });

/**
 * Lays out a label once per thread: Vega measures it (chart-view.ts) and the backends draw the same
 * pieces, so a label that Vega fits or cuts with "…" is drawn exactly at the width it measured.
 */
export function chartLine(text: string, font: FontSpec, size: number, measurer: TextMeasurer): ChartLine {
  const key = `${font.faces?.[0]?.id ?? font.family}\u0000${font.weight}\u0000${font.italic}\u0000${size}\u0000${text}`;
  let line = lines.get(key);
  if (!line) {
    const layout = layoutText(
      {
        text,
        width: 1e6,
        height: size * 4,
        font,
        fontSize: size,
        minFontSize: size,
        autoFit: false,
        align: 'left',
        verticalAlign: 'top',
        lineHeight: 1,
        letterSpacing: 0,
        maxLines: 1,
        direction: 'auto',
      },
      measurer,
    );
    const baseline = layout.rows[0]?.baseline ?? 0;
    const pieces = layout.pieces.map((p) => ({ ...p, baseline: p.baseline - baseline }));
    const width = pieces.reduce((w, p) => Math.max(w, p.x + p.width), 0);
    line = { layout: { ...layout, pieces, rows: layout.rows.map((r) => ({ ...r, baseline: 0 })) }, width };
    lines.set(key, line);
  }
  return line;
}
