import { BEYOND_UNICODE, DAMAGED, mapsTooMany, MAX_MAPPED_CODE_POINTS, refuse } from './font-refusals.js';
import { findTable } from './sfnt-table.js';

/**
 * Refuses a character map that would make fontkit list more code points than Unicode has, before
 * fontkit reads it: its `characterSet` expands every segment (format 4) and group (formats 12, 13)
 * into one array, and a single group [0, 0xFFFFFFFE] took the whole process down. Every subtable is
 * walked with reads bounded by the table; the other formats list at most what their length holds.
 */
export function checkCmap(sfnt: Buffer): void {
  const cmap = findTable(sfnt, 'cmap');
  if (cmap === undefined) throw refuse(DAMAGED);
  // No cmap: fontkit's own reading says so in its words (NO_CMAP).
  if (cmap === null || cmap.length < 4) return;
  const table = sfnt.subarray(cmap.offset, cmap.offset + cmap.length);
  const numTables = table.readUInt16BE(2);
  if (4 + numTables * 8 > table.length) throw refuse(DAMAGED);
  for (let i = 0; i < numTables; i++) {
    const offset = table.readUInt32BE(4 + i * 8 + 4);
    if (offset + 2 > table.length) throw refuse(DAMAGED);
    const mapped = codePointsMapped(table.subarray(offset));
    if (mapped > MAX_MAPPED_CODE_POINTS) throw refuse(mapsTooMany(mapped));
  }
}

/** How many code points fontkit would list for one subtable (overlaps counted each time, as fontkit does). */
function codePointsMapped(sub: Buffer): number {
  const format = sub.readUInt16BE(0);
  if (format === 4) {
    if (sub.length < 14) throw refuse(DAMAGED);
    const segments = sub.readUInt16BE(6) >> 1;
    // endCode[segments], a reserved word, startCode[segments].
    if (16 + segments * 4 > sub.length) throw refuse(DAMAGED);
    let total = 0;
    for (let s = 0; s < segments; s++)
      total += span(sub.readUInt16BE(16 + segments * 2 + s * 2), sub.readUInt16BE(14 + s * 2));
    return total;
  }
  if (format === 12 || format === 13) {
    if (sub.length < 16) throw refuse(DAMAGED);
    const groups = sub.readUInt32BE(12);
    if (16 + groups * 12 > sub.length) throw refuse(DAMAGED);
    let total = 0;
    for (let g = 0; g < groups; g++) {
      const end = sub.readUInt32BE(16 + g * 12 + 4);
      if (end > 0x10ffff) throw refuse(BEYOND_UNICODE);
      total += span(sub.readUInt32BE(16 + g * 12), end);
    }
    return total;
  }
  return 0;
}

/** An inverted range lists nothing. */
const span = (start: number, end: number) => Math.max(0, end - start + 1);
