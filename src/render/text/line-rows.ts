import type { LoadedFace } from '../fonts/font-loader.js';
import type { DrawnLine } from './drawn-lines.js';
import type { TextNode } from '../base/types.js';

/**
 * Layout's vertical phase: each drawn line's baseline, with half-leading as CSS (each line's tallest span's ascent
 * and descent centred in its line box), and the block of lines aligned in the box.
 */

/** A drawn line's baseline, with the face and size of its tallest span, which set its height. */
export interface TextRow {
  baseline: number;
  face: LoadedFace;
  size: number;
}

export function lineRows(
  lines: DrawnLine[],
  fontSize: number,
  box: { height: number; lineHeight: number; verticalAlign: TextNode['verticalAlign'] },
): { rows: TextRow[]; top: number; blockHeight: number } {
  const rows = lines.map((line) => {
    let tallest = line.runs[0].run;
    for (const { run } of line.runs) if (run.scale > tallest.scale) tallest = run;
    return { face: tallest.fallback.primary, size: fontSize * tallest.scale, baseline: 0 };
  });
  const uniform = rows.every((r) => r.face === rows[0].face && r.size === rows[0].size);
  const lineBoxes = rows.map((r) => r.size * box.lineHeight);
  const blockHeight = uniform ? lines.length * (lineBoxes[0] ?? 0) : lineBoxes.reduce((a, b) => a + b, 0);
  const top =
    box.verticalAlign === 'top'
      ? 0
      : box.verticalAlign === 'middle'
        ? (box.height - blockHeight) / 2
        : box.height - blockHeight;
  let lineTop = top;
  rows.forEach((row, i) => {
    row.baseline = uniform
      ? baseline(top, rows[0], lineBoxes[0]) + i * lineBoxes[0]
      : baseline(lineTop, row, lineBoxes[i]);
    lineTop += lineBoxes[i];
  });
  return { rows, top, blockHeight };
}

const baseline = (lineTop: number, { face, size }: TextRow, lineBox: number) =>
  lineTop + (lineBox - (face.ascent + face.descent) * size) / 2 + face.ascent * size;
