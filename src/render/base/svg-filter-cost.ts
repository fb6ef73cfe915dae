/**
 * What an SVG's filters cost to draw, in passes over the image (docs/rendering.md "Effects budget").
 * Skia draws each filtered element's filter region offscreen, once per primitive: a primitive costs
 * about a blur of the region, and a region reaches the whole image as soon as a blur's deviation
 * does (a 10x10 rect with `stdDeviation="100000"` cost as much as a whole-image blur), so every
 * primitive counts as a pass over the whole image, `<use>` references as what they draw. Measured
 * against a blur on the same region: a morphology ~16 passes, lighting ~2, turbulence ~1 per four octaves.
 */

/** The elements the sanitiser kept, as far as the cost needs them. */
export interface SvgNode {
  name: string;
  attributes: [string, string][];
  children: (SvgNode | string)[];
  /** The #id a `<use>` draws. */
  uses?: string;
}

/** The most passes an SVG may cost, wherever it is drawn: refused past it at upload and when fetched. */
export const MAX_FILTER_PASSES = 64;

/** Filter primitives that cost more than one blur; light sources and transfer functions are parts of one. */
const WEIGHTS: Record<string, (e: SvgNode) => number> = {
  femorphology: () => 16,
  fediffuselighting: () => 2,
  fespecularlighting: () => 2,
  feturbulence: (e) => Math.max(1, Math.ceil((Number(attr(e, 'numOctaves')) || 1) / 4)),
};
const PARTS = new Set([
  'fedistantlight',
  'fepointlight',
  'fespotlight',
  'fefuncr',
  'fefuncg',
  'fefuncb',
  'fefunca',
  'femergenode',
]);
const FILTER_URL = /url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/i;
const STYLE_FILTER = /(?:^|;)\s*filter\s*:([^;]*)/i;
const RULE = /([^{}]+)\{([^{}]*)\}/g;

const attr = (e: SvgNode, name: string) => e.attributes.find(([k]) => k === name)?.[1];

/** A stylesheet rule's selector reduced to what an element must have: over-counts (combinators are ignored), never misses. */
interface Selector {
  tag?: string;
  id?: string;
  classes: string[];
}

/** The passes `root` costs when drawn; `byId` finds what a `<use>` draws. The sanitiser has refused reference cycles. */
export function filterPasses(root: SvgNode, byId: ReadonlyMap<string, SvgNode>, sheets: string): number {
  const passes = new Map<string, number>();
  for (const e of byId.values())
    if (e.name.toLowerCase() === 'filter')
      passes.set(
        attr(e, 'id')!,
        e.children.reduce(
          (n, c) =>
            n +
            (typeof c === 'string' || PARTS.has(c.name.toLowerCase()) ? 0 : (WEIGHTS[c.name.toLowerCase()]?.(c) ?? 1)),
          0,
        ),
      );
  const passesOf = (value: string | undefined) => (value ? (passes.get(FILTER_URL.exec(value)?.[1] ?? '') ?? 0) : 0);
  const rules = sheetRules(sheets, passesOf);
  const own = (e: SvgNode) => {
    const style = STYLE_FILTER.exec(attr(e, 'style') ?? '')?.[1];
    const sheet = rules.reduce((most, r) => (matches(e, r.selector) ? Math.max(most, r.passes) : most), 0);
    return Math.max(passesOf(style ?? attr(e, 'filter')), sheet);
  };
  const cost = new Map<SvgNode, number>();
  const drawn = (e: SvgNode): number => {
    let total = cost.get(e);
    if (total !== undefined) return total;
    total = own(e);
    for (const c of e.children) if (typeof c !== 'string') total += drawn(c);
    const target = e.uses === undefined ? undefined : byId.get(e.uses);
    if (target) total += drawn(target);
    cost.set(e, total);
    return total;
  };
  return drawn(root);
}

/** The stylesheets' rules that set a filter, each with its selectors and the passes of the filter it names. */
function sheetRules(sheets: string, passesOf: (value: string) => number): { selector: Selector; passes: number }[] {
  const rules: { selector: Selector; passes: number }[] = [];
  for (const [, selectors, body] of sheets.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(RULE)) {
    const passes = passesOf(STYLE_FILTER.exec(body)?.[1] ?? '');
    if (passes === 0) continue;
    for (const text of selectors.split(',')) {
      // The element itself is the last compound selector; its ancestors, pseudo-classes and attributes are not checked.
      const last = (
        text
          .trim()
          .split(/[\s>+~]+/)
          .at(-1) ?? ''
      ).replace(/::?[\w-]+(\([^)]*\))?|\[[^\]]*\]/g, '');
      const selector: Selector = { classes: [] };
      for (const [, kind, name] of last.matchAll(/([.#]?)([\w-]+|\*)/g)) {
        if (kind === '.') selector.classes.push(name);
        else if (kind === '#') selector.id = name;
        else if (name !== '*') selector.tag = name.toLowerCase();
      }
      rules.push({ selector, passes });
    }
  }
  return rules;
}

function matches(e: SvgNode, s: Selector): boolean {
  if (s.tag !== undefined && e.name.toLowerCase() !== s.tag) return false;
  if (s.id !== undefined && attr(e, 'id') !== s.id) return false;
  const classes = (attr(e, 'class') ?? '').split(/\s+/);
  return s.classes.every((c) => classes.includes(c));
}
