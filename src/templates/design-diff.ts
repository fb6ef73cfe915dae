import { isDeepStrictEqual } from 'node:util';
import type { Layer } from '../design/layers/layer-schema.js';
import type { TemplateDesignFields } from './template-input.js';

/** A value in a sentence: text quoted, numbers and booleans as written, a short object as JSON, a long one named. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  const json = JSON.stringify(value);
  return json.length <= 60 ? json.replace(/^"(.*)"$/, '"$1"') : typeof value === 'object' ? '(changed)' : json;
}

/** "name: property a → b", "name: added property v", "name: removed property" for each property that differs. */
function propertyChanges(name: string, from: Record<string, unknown>, to: Record<string, unknown>, skip: string[]) {
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((k) => !skip.includes(k));
  return keys.flatMap((k) => {
    const [a, b] = [from[k], to[k]];
    if (isDeepStrictEqual(a ?? null, b ?? null)) return [];
    if (a === undefined || a === null) return [`${name}: added ${k} ${shown(b)}`];
    if (b === undefined || b === null) return [`${name}: removed ${k}`];
    const long = shown(a) === '(changed)' || shown(b) === '(changed)';
    return [long ? `${name}: changed ${k}` : `${name}: ${k} ${shown(a)} → ${shown(b)}`];
  });
}

/** Which of the layers both designs have changed place among themselves, and where each went (first: bottom). */
function moves(fromOrder: string[], toOrder: string[]): string[] {
  // The longest run kept in order stays; every other layer moved (the fewest moves that explain the new order).
  const n = fromOrder.length;
  const m = toOrder.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = fromOrder[i] === toOrder[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const stayed = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m;)
    if (fromOrder[i] === toOrder[j]) (stayed.add(fromOrder[i]), i++, j++);
    else if (lcs[i + 1][j] >= lcs[i][j + 1]) i++;
    else j++;
  return toOrder.flatMap((key, j) => {
    if (stayed.has(key)) return [];
    return j > 0 ? [`moved ${key} above ${toOrder[j - 1]}`] : [`moved ${key} below ${toOrder[j + 1]}`];
  });
}

const CANVAS = ['title', 'size', 'width', 'height', 'background_color'];

/**
 * What changed from one design to another, in sentences a person reads (docs/api.md "Versions"): the
 * canvas ("canvas: width 1200 → 1080"), the animation, sizes and catalogs, the print defaults ("print:
 * pdf_standard PDF/A-2b → PDF/X-4"), then layer by layer, keyed
 * by layer key ("title: font_size 48 → 56", "added layer badge", "removed layer logo", "moved photo
 * above title"). Empty when the designs are the same.
 */
export function designDiff(from: TemplateDesignFields, to: TemplateDesignFields): string[] {
  const canvas = (d: TemplateDesignFields) => Object.fromEntries(CANVAS.map((k) => [k, d[k as keyof typeof d]]));
  const lines = propertyChanges('canvas', canvas(from), canvas(to), []);
  for (const part of ['animation', 'sizes', 'locales'] as const) {
    const [a, b] = [from[part] ?? null, to[part] ?? null];
    if (isDeepStrictEqual(a, b)) continue;
    lines.push(a === null ? `added ${part}` : b === null ? `removed ${part}` : `changed ${part}`);
  }
  lines.push(...propertyChanges('print', from.print ?? {}, to.print ?? {}, []));
  const byKey = (layers: Layer[]) => new Map(layers.map((l) => [l.layer, l]));
  const [before, after] = [byKey(from.layers), byKey(to.layers)];
  for (const key of before.keys()) if (!after.has(key)) lines.push(`removed layer ${key}`);
  for (const [key, layer] of after) {
    const old = before.get(key);
    if (!old) lines.push(`added layer ${key}`);
    else
      lines.push(...propertyChanges(key, old as Record<string, unknown>, layer as Record<string, unknown>, ['layer']));
  }
  const common = (order: Layer[], other: Map<string, Layer>) => order.map((l) => l.layer).filter((k) => other.has(k));
  lines.push(...moves(common(from.layers, after), common(to.layers, before)));
  return lines;
}
