import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { RenderError } from '../../src/render/base/render-error.js';
import { layoutScene } from '../../src/render/scene/scene-layout.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { createCanvasMeasurer } from '../../src/render/text/text-measurer.js';
import type { LayerVariant } from '../../src/design/layers/layer-schema.js';
import { decodePng, design, expectGolden } from './helpers.js';

// Layout that follows content (docs/rendering.md "Layout that adapts"): a layer `below` another sits
// under its bottom edge, a text layer's bottom being where its last line ends.

const TITLES = ['Launch day', 'Launch day is here for all', 'Launch day is here for every team, at every size'];
const GAP = 24;

const card = design(600, 400, [
  { layer: 'panel', type: 'empty', x: 0, y: 0, width: 600, height: 400, background_color: '#f8fafc' },
  {
    layer: 'title',
    type: 'text',
    x: 40,
    y: 40,
    width: 520,
    height: 300,
    font_size: 48,
    line_height: 1.2,
    font_weight: 'bold',
    color: '#111827',
    text: TITLES[0],
  },
  {
    layer: 'subtitle',
    type: 'text',
    x: 40,
    y: 110,
    width: 520,
    height: 40,
    font_size: 24,
    color: '#2563eb',
    text: 'Now in every size',
    below: { layer: 'title', gap: GAP },
  },
  {
    layer: 'button',
    type: 'empty',
    x: 40,
    y: 160,
    width: 160,
    height: 44,
    background_color: '#dc2626',
    border_radius: 8,
    below: { layer: 'subtitle', gap: 16 },
  },
]);

const measurer = createCanvasMeasurer();
const laidOut = (variants: LayerVariant[]) => {
  const nodes = layoutScene(buildScene({ design: card, variants, format: 'png' }), {}, measurer);
  return Object.fromEntries(nodes.map((n) => [n.node.layer, n]));
};
const title = (lines: number): LayerVariant[] => [{ layer: 'title', text: TITLES[lines - 1] }];

/** The first row, top down, with a pixel of the button's red. */
function firstRedRow(png: Buffer): number {
  const { width, height, data } = decodePng(png);
  for (let y = 0; y < height; y++)
    for (let x = 40; x < 200; x++) {
      const i = (y * width + x) * 4;
      if (data[i] > 200 && data[i + 1] < 60 && data[i + 2] < 60) return y;
    }
  return -1;
}

describe('layers below others', () => {
  it.each([1, 2, 3])('the subtitle sits the gap under a title of %i lines, the button under it', (lines) => {
    const nodes = laidOut(title(lines));
    const t = nodes.title;
    if (t.kind !== 'text') throw new Error('title');
    expect(t.layout.lines).toHaveLength(lines);
    const titleBottom = 40 + lines * 48 * 1.2;
    expect(nodes.subtitle.node.y).toBeCloseTo(titleBottom + GAP, 6);
    // A text layer's bottom is its last line's: one line of 24 px at 1.2.
    expect(nodes.button.node.y).toBeCloseTo(titleBottom + GAP + 28.8 + 16, 6);
    // Not moved sideways nor resized.
    expect(nodes.subtitle.node).toMatchObject({ x: 40, width: 520, height: 40 });
  });

  it.each([1, 2, 3])(
    'draws the button lower by a line height for each of %i title lines (golden too)',
    async (lines) => {
      const png = (await renderScene(buildScene({ design: card, variants: title(lines), format: 'png' }), {})).data;
      expect(firstRedRow(png)).toBe(Math.ceil(40 + lines * 57.6 + GAP + 28.8 + 16));
      expectGolden(`layout-title-${lines}-lines`, png);
    },
  );

  it('closes up over a hidden layer: the button takes the subtitle’s place under the title', () => {
    const nodes = laidOut([...title(2), { layer: 'subtitle', hidden: true }]);
    expect(nodes.subtitle).toBeUndefined();
    expect(nodes.button.node.y).toBeCloseTo(40 + 2 * 57.6 + 16, 6);
  });

  it('a follower of a layer with no key in the design stays where it is', () => {
    const d = {
      ...card,
      layers: card.layers.map((l) => (l.layer === 'subtitle' ? { ...l, below: { layer: 'gone', gap: 0 } } : l)),
    };
    const nodes = layoutScene(buildScene({ design: d, format: 'png' }), {}, measurer);
    expect(nodes.find((n) => n.node.layer === 'subtitle')!.node.y).toBe(110);
  });

  it('refuses a cycle that reached the renderer, naming a layer of it', () => {
    const d = {
      ...card,
      layers: card.layers.map((l) => (l.layer === 'title' ? { ...l, below: { layer: 'button', gap: 0 } } : l)),
    };
    const scene = buildScene({ design: d, format: 'png' });
    expect(() => layoutScene(scene, {}, measurer)).toThrow(RenderError);
    expect(() => layoutScene(scene, {}, measurer)).toThrow(/cycle: (title|subtitle|button) → /);
  });

  it('a design without followers lays out exactly as before (same node objects)', () => {
    const plain = { ...card, layers: card.layers.map(({ below: _, ...l }) => l) };
    const scene = buildScene({ design: plain, format: 'png' });
    const nodes = layoutScene(scene, {}, measurer);
    nodes.forEach((n, i) => expect(n.node).toBe(scene.nodes[i]));
  });
});
