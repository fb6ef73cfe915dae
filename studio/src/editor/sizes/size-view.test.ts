import { describe, expect, it } from 'vitest';
import type { Design, Layer } from '../design';
import { designAtSize, writtenAtSize } from './size-view';

const title: Layer = { layer: 'title', type: 'text', x: 20, y: 20, width: 360, height: 80, font_size: 32 };
const badge: Layer = {
  layer: 'badge',
  type: 'empty',
  x: 340,
  y: 20,
  width: 40,
  height: 40,
  constraints: { horizontal: 'right', vertical: 'top' },
};
const design: Design = {
  title: 'Card',
  width: 400,
  height: 200,
  background_color: '#ffffff',
  layers: [title, badge],
  sizes: [{ name: 'square', width: 300, height: 300, layers: { title: { font_size: 48 } } }],
};
const view = designAtSize(design, 'square');
const edit = (i: number, patch: Partial<Layer>) => ({
  ...view,
  layers: view.layers.map((l, j) => (j === i ? { ...l, ...patch } : l)),
});

describe('the design at one of its sizes', () => {
  it("places each layer as its constraints say and sets the size's overrides", () => {
    expect([view.width, view.height]).toEqual([300, 300]);
    expect(view.layers[0]).toMatchObject({ x: 20, font_size: 48 });
    expect(view.layers[1]).toMatchObject({ x: 240, width: 40 });
    expect(designAtSize(design, 'story')).toBe(design);
  });

  it("writes a change made there as the size's override, the design's own layer unchanged", () => {
    const next = writtenAtSize(design, 'square', view, edit(1, { y: 60 }));
    expect(next.layers).toEqual(design.layers);
    expect(next.sizes).toEqual([
      { name: 'square', width: 300, height: 300, layers: { title: { font_size: 48 }, badge: { y: 60 } } },
    ]);
  });

  it("drops an override set back to what the size draws without it, and keeps the stack and `below` the design's", () => {
    const back = writtenAtSize(design, 'square', view, edit(0, { font_size: 32 }));
    expect(back.sizes).toEqual([{ name: 'square', width: 300, height: 300 }]);
    const below = writtenAtSize(design, 'square', view, edit(1, { below: { layer: 'title' } }));
    expect(below.layers[1].below).toEqual({ layer: 'title' });
    expect(below.sizes![0].layers).toEqual({ title: { font_size: 48 } });
    const removed = writtenAtSize(design, 'square', view, { ...view, layers: [view.layers[1]] });
    expect(removed.layers).toEqual([badge]);
    expect(removed.sizes![0].layers).toBeUndefined();
  });

  it("writes the canvas's width and height as the size's own", () => {
    const next = writtenAtSize(design, 'square', view, { ...view, width: 320 });
    expect([next.width, next.height]).toEqual([400, 200]);
    expect(next.sizes![0]).toMatchObject({ width: 320, height: 300 });
  });
});
