/**
 * Applies `f` to each run's stretch of `text` (from the previous run's end to its own) and gives the
 * new text with each run's new end: what normalising, glyph substitution and case mapping need, as
 * they may change a stretch's length (ß → SS, CR LF → LF).
 */
export function mapRuns(
  text: string,
  ends: readonly number[],
  f: (slice: string, run: number) => string,
): { text: string; ends: number[] } {
  if (ends.length === 1) {
    const out = f(text, 0);
    return { text: out, ends: [out.length] };
  }
  let out = '';
  let start = 0;
  const newEnds = ends.map((end, i) => {
    out += f(text.slice(start, end), i);
    start = end;
    return out.length;
  });
  return { text: out, ends: newEnds };
}
