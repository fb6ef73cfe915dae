import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { layoutScene, type LaidOutNode } from '../../src/render/scene/scene-layout.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { createCanvasMeasurer } from '../../src/render/text/text-measurer.js';
import type { LayerVariant } from '../../src/design/layers/layer-schema.js';
import type { RenderLocale } from '../../src/templates/renderable-template.js';
import { ROOT } from '../support/paths.js';
import { decodePng, designOfWrite, expectGolden } from './helpers.js';

// Boxes that hold their text (docs/rendering.md "Boxes that hold their text: `wraps`"): the docs'
// template, its button's box measured against its label's drawn line for a short and a long label,
// and the box following its label below a title, at another size, mirrored, and gone with it.

const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
  .split('\n### Boxes that hold their text: `wraps`\n')[1]
  .split('\n## ')[0];
const template = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]) as Record<string, unknown>;

const BIG = { name: 'big', width: 900, height: 540, layers: { label: { font_size: 36 } } };
const LONG = 'Start your free trial today';

const designAt = (body: Record<string, unknown>, size = 'default', locale?: RenderLocale) =>
  designOfWrite(body, size, locale);

const measurer = createCanvasMeasurer();
function laidOut(design: ReturnType<typeof designAt>, variants: LayerVariant[] = []) {
  const nodes = layoutScene(buildScene({ design, variants, format: 'png' }), {}, measurer);
  return Object.fromEntries(nodes.map((n) => [n.node.layer, n])) as Record<string, LaidOutNode | undefined>;
}
/** A text layer's drawn line on the canvas: its left and right, its first line's top and last line's bottom. */
function lineBox(n: LaidOutNode) {
  if (n.kind !== 'text') throw new Error('not text');
  const { pieces, top, bottom } = n.layout;
  return {
    left: n.node.x + Math.min(...pieces.map((p) => p.x)),
    right: n.node.x + Math.max(...pieces.map((p) => p.x + p.width)),
    top: n.node.y + top,
    bottom: n.node.y + bottom,
  };
}
/** The rightmost column of the button's blue on the row `y`, or -1. */
function lastBlue(png: Buffer, y: number): number {
  const { width, data } = decodePng(png);
  for (let x = width - 1; x >= 0; x--) {
    const o = (Math.round(y) * width + x) * 4;
    if (data[o] < 60 && data[o + 1] > 80 && data[o + 1] < 130 && data[o + 2] > 200) return x;
  }
  return -1;
}

describe('a box that wraps a layer', () => {
  it.each([
    ['short', 'Get started'],
    ['long', LONG],
  ])(
    'the %s label: the button ends 24 px right of its line, 24 px left, 12 px over and under (golden too)',
    async (name, text) => {
      const design = designAt(template);
      const variants = [{ layer: 'label', text }];
      const { button, label } = laidOut(design, variants);
      const line = lineBox(label!);
      const box = button!.node;
      expect(box.x + box.width).toBeCloseTo(line.right + 24, 6);
      expect(box.x).toBeCloseTo(line.left - 24, 6);
      expect(box.y).toBeCloseTo(line.top - 12, 6);
      expect(box.y + box.height).toBeCloseTo(line.bottom + 12, 6);
      // The badge: 8 px around "New".
      const badge = laidOut(design, variants).badge!.node;
      expect(badge.x + badge.width).toBeCloseTo(lineBox(laidOut(design).badge_text!).right + 8, 6);

      const png = (await renderScene(buildScene({ design, variants, format: 'png' }), {})).data;
      expectGolden(`docs-wraps-${name}`, png);
      // The blue ends where the geometry says, on the row through the button's middle (away from its corners).
      expect(Math.abs(lastBlue(png, box.y + box.height / 2) - (box.x + box.width - 1))).toBeLessThanOrEqual(1);
    },
  );

  it('the long label makes a wider button, never wider than the label layer plus its padding', () => {
    const design = designAt(template);
    const short = laidOut(design).button!.node.width;
    const long = laidOut(design, [{ layer: 'label', text: LONG }]).button!.node.width;
    expect(long).toBeGreaterThan(short + 100);
    const wrapped = laidOut(design, [{ layer: 'label', text: `${LONG}, ${LONG}` }]);
    expect(wrapped.button!.node.width).toBeLessThanOrEqual(480 + 48);
    // Two lines: the box is two line heights (24 x 1.2 each) and its padding high.
    expect(wrapped.button!.node.height).toBeCloseTo(2 * 28.8 + 24, 6);
  });

  it('follows its label below a title that wraps to a second line', () => {
    const design = designAt(template);
    const one = laidOut(design).button!.node.y;
    const two = laidOut(design, [{ layer: 'title', text: 'Launch day is here for every team' }]).button!.node.y;
    expect(two - one).toBeCloseTo(44 * 1.2, 6);
  });

  it('at another size, wraps the label as that size draws it', () => {
    const design = designAt({ ...template, sizes: [BIG] }, 'big');
    const { button, label } = laidOut(design);
    if (label?.kind !== 'text') throw new Error('no label');
    expect(label.node.fontSize).toBe(36);
    expect(button!.node.x + button!.node.width).toBeCloseTo(lineBox(label).right + 24, 6);
    expect(button!.node.height).toBeCloseTo(36 * 1.2 + 24, 6);
  });

  it('mirrored in a right-to-left locale: follows its label, its left and right padding swapped', () => {
    const body = {
      ...template,
      locales: { default_locale: 'en', mirror_rtl: true, messages: { en: { hi: 'Hi' }, ar: { hi: 'مرحبا' } } },
      layers: (template.layers as Record<string, unknown>[]).map((l) =>
        l.layer === 'button'
          ? { ...l, wraps: { layer: 'label', padding: { top: 12, right: 8, bottom: 12, left: 40 } } }
          : l,
      ),
    };
    const ltr = laidOut(designAt(body));
    const rtl = laidOut(designAt(body, 'default', { tag: 'ar', values: {} }));
    const [l, r] = [lineBox(ltr.label!), lineBox(rtl.label!)];
    expect(ltr.button!.node.x).toBeCloseTo(l.left - 40, 6);
    expect(rtl.button!.node.x).toBeCloseTo(r.left - 8, 6);
    expect(rtl.button!.node.x + rtl.button!.node.width).toBeCloseTo(r.right + 40, 6);
    expect(r.left).toBeGreaterThan(300);
  });

  it('is not drawn around a hidden label or an empty one', async () => {
    const design = designAt(template);
    for (const variants of [[{ layer: 'label', hidden: true }], [{ layer: 'label', text: '' }]]) {
      expect(laidOut(design, variants).button, JSON.stringify(variants)).toBeUndefined();
      const png = (await renderScene(buildScene({ design, variants, format: 'png' }), {})).data;
      for (let y = 0; y < 360; y += 4) expect(lastBlue(png, y)).toBe(-1);
    }
    // Nor at a size that hides the label.
    const hidden = designAt({ ...template, sizes: [{ ...BIG, layers: { label: { hidden: true } } }] }, 'big');
    expect(laidOut(hidden).button).toBeUndefined();
  });
});
