import { fillOf } from './figma-paint.js';
import { isNode, num, str, type FigmaNode } from './figma-node.js';

const ALIGN: Record<string, string> = { LEFT: 'left', CENTER: 'center', RIGHT: 'right', JUSTIFIED: 'justify' };
const VERTICAL: Record<string, string> = { TOP: 'top', CENTER: 'middle', BOTTOM: 'bottom' };
const CASE: Record<string, string> = { UPPER: 'uppercase', LOWER: 'lowercase', TITLE: 'capitalize' };
const round = (n: number, to = 100) => Math.round(n * to) / to;

/**
 * A TEXT node's text properties: its characters and its (first) style: family (matched to a bundled
 * or uploaded font afterwards, design-imports.ts), weight, italic, size, colour (the top solid
 * fill), alignment, line height (`lineHeightPx` as a multiple of the size, the box keeping Figma's
 * line pitch), letter spacing, case and decoration. Mixed styles are reported.
 */
export function textOf(node: FigmaNode, width: number, height: number, notes: string[]): Record<string, unknown> {
  const style = isNode(node.style) ? node.style : {};
  const size = Math.min(2000, Math.max(1, num(style.fontSize, 12)));
  const weight = Math.round(Math.min(900, Math.max(100, num(style.fontWeight, 400))) / 100) * 100;
  const fill = fillOf(node.fills, width, height);
  let color = fill.fill ?? '#000000';
  if (color.includes('gradient')) {
    color = /(#[0-9a-f]{6}|rgba\([^)]*\))/.exec(color)?.[1] ?? '#000000';
    notes.push('Its gradient fill is drawn in its first colour: text takes one colour.');
  }
  if (fill.image) notes.push('Its image fill is not kept: text takes one colour.');
  const overrides = Array.isArray(node.characterStyleOverrides) ? node.characterStyleOverrides : [];
  if (overrides.some((o) => num(o) !== 0)) notes.push('It mixes styles: the first style is kept for the whole text.');
  const lineHeightPx = num(style.lineHeightPx);
  const decoration = str(style.textDecoration);
  const out: Record<string, unknown> = {
    text: (str(node.characters) ?? '').slice(0, 10_000),
    font_family: (str(style.fontFamily) ?? 'sans').slice(0, 100) || 'sans',
    font_weight: weight === 400 ? 'normal' : weight === 700 ? 'bold' : weight,
    font_size: round(size),
    color,
    align: ALIGN[str(style.textAlignHorizontal) ?? 'LEFT'] ?? 'left',
    vertical_align: VERTICAL[str(style.textAlignVertical) ?? 'TOP'] ?? 'top',
    ...(lineHeightPx > 0 ? { line_height: round(Math.min(10, lineHeightPx / size), 1000) } : {}),
    ...(num(style.letterSpacing)
      ? { letter_spacing: round(Math.min(1000, Math.max(-100, num(style.letterSpacing)))) }
      : {}),
    ...(style.italic === true ? { font_style: 'italic' } : {}),
    ...(CASE[str(style.textCase) ?? ''] ? { text_transform: CASE[str(style.textCase)!] } : {}),
    ...(decoration === 'UNDERLINE'
      ? { underline: true }
      : decoration === 'STRIKETHROUGH'
        ? { strikethrough: true }
        : {}),
  };
  const maxLines = num(style.maxLines ?? node.maxLines);
  if (maxLines >= 1) out.max_lines = Math.min(1000, Math.round(maxLines));
  if (Array.isArray(node.lineTypes) && node.lineTypes.some((t) => t !== 'NONE'))
    notes.push('Its list formatting is not kept.');
  return out;
}
