import type { PathOp } from '../../design/svg-path.js';

/** What Skia's context and a pdfkit document both have: path building in the current transform. */
interface PathBuilder {
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): unknown;
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): unknown;
  closePath(): unknown;
}

/** Adds a laid-out shape's path (shape-layout.ts) to the current path of either backend. */
export function tracePath(target: PathBuilder, ops: PathOp[]): void {
  for (const op of ops) {
    switch (op[0]) {
      case 'M':
        target.moveTo(op[1], op[2]);
        break;
      case 'L':
        target.lineTo(op[1], op[2]);
        break;
      case 'C':
        target.bezierCurveTo(op[1], op[2], op[3], op[4], op[5], op[6]);
        break;
      case 'Q':
        target.quadraticCurveTo(op[1], op[2], op[3], op[4]);
        break;
      case 'Z':
        target.closePath();
        break;
    }
  }
}
