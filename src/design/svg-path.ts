import svgpath from 'svgpath';

/**
 * SVG path data (the `d` attribute) as absolute moves, lines, cubic and quadratic curves: arcs become
 * cubics and shorthand curves full ones (svgpath), so both backends draw the same four operations.
 * Bounded: commands are counted before the path is parsed.
 */

const MAX_PATH_COMMANDS = 10_000;

export type PathOp =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Q', number, number, number, number]
  | ['Z'];

/** Command letters (not the `e` of an exponent). */
const COMMAND = /[ac-df-z]/gi;

export function parseSvgPath(d: string): PathOp[] | { problem: string } {
  let letters = 0;
  COMMAND.lastIndex = 0;
  while (COMMAND.exec(d) !== null)
    if (++letters > MAX_PATH_COMMANDS) return { problem: `has more than ${MAX_PATH_COMMANDS} commands` };
  const path = svgpath(d) as ReturnType<typeof svgpath> & { err: string; segments: unknown[] };
  if (path.err) return { problem: `does not parse (${path.err.replace(/^SvgPath: /, '')})` };
  // Numbers after a command repeat it: count those too.
  if (path.segments.length > MAX_PATH_COMMANDS) return { problem: `has more than ${MAX_PATH_COMMANDS} commands` };
  if (path.segments.length === 0) return { problem: 'is empty' };
  const ops: PathOp[] = [];
  path
    .abs()
    .unarc()
    .unshort()
    .iterate((s, _i, x, y) => {
      switch (s[0]) {
        case 'M':
        case 'L':
          ops.push([s[0], s[1], s[2]]);
          break;
        case 'H':
          ops.push(['L', s[1], y]);
          break;
        case 'V':
          ops.push(['L', x, s[1]]);
          break;
        case 'C':
          ops.push(['C', s[1], s[2], s[3], s[4], s[5], s[6]]);
          break;
        case 'Q':
          ops.push(['Q', s[1], s[2], s[3], s[4]]);
          break;
        case 'Z':
        case 'z':
          ops.push(['Z']);
          break;
      }
    });
  if (ops.some((op) => op.some((v) => typeof v === 'number' && !Number.isFinite(v))))
    return { problem: 'has a number out of range' };
  return ops;
}
