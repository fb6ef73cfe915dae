import { describe, expect, it } from 'vitest';
import { layerSchema, type TemplateDesign } from '../../design/layers/layer-schema.js';
import type { BoxNode, TextNode } from '../base/types.js';
import { buildScene } from '../scene/scene.js';
import { buildClip } from './clip.js';
import { sceneAt } from './scene-at.js';

const design = (layers: Record<string, unknown>[]): TemplateDesign => ({
  width: 400,
  height: 200,
  background_color: '#ffffff',
  layers: layers.map((l) => layerSchema.parse(l)),
  animation: { duration: 2000, loop: 'forever' },
});
const text = {
  layer: 'title',
  type: 'text',
  x: 100,
  y: 50,
  width: 200,
  height: 40,
  text: 'Héllo 👋🏽 world',
  font_size: 20,
};

const at = (d: TemplateDesign, t: number, variants?: { layer: string; text: string }[]) =>
  sceneAt(buildClip(buildScene({ design: d, format: 'png', variants }), d), t);

describe('a clip’s scene at an instant', () => {
  it('keeps a moving layer that starts unseen, and drops it while it cannot be seen', () => {
    const d = design([{ ...text, entrance: { preset: 'fade', duration: 1000, easing: 'linear' } }]);
    expect(at(d, 0).scene.nodes).toHaveLength(0);
    expect((at(d, 500).scene.nodes[0] as TextNode).opacity).toBeCloseTo(0.5);
  });

  it('types whole grapheme clusters of the text after variants', () => {
    const d = design([{ ...text, entrance: { preset: 'typewriter', duration: 1300 } }]);
    // 13 clusters: the waving hand with its skin tone is one.
    expect((at(d, 700).scene.nodes[0] as TextNode).text).toBe('Héllo 👋🏽');
    expect((at(d, 700, [{ layer: 'title', text: 'Bonjour' }]).scene.nodes[0] as TextNode).text).toBe('Bon');
  });

  it('scales a layer about its centre with its font, and keys equal scenes alike', () => {
    const d = design([
      {
        ...text,
        keyframes: [
          { time: 0, scale: 2, easing: 'linear' },
          { time: 1000, scale: 1 },
        ],
      },
    ]);
    const node = at(d, 0).scene.nodes[0] as TextNode;
    expect({ x: node.x, y: node.y, width: node.width, fontSize: node.fontSize }).toEqual({
      x: 0,
      y: 30,
      width: 400,
      fontSize: 40,
    });
    expect(at(d, 1200).key).toBe(at(d, 1900).key);
    expect(at(d, 500).key).not.toBe(at(d, 600).key);
  });

  it('moves a gradient fill stop by stop and a border colour premultiplied', () => {
    const box = { layer: 'box', type: 'empty', x: 0, y: 0, width: 100, height: 100 };
    const d = design([
      {
        ...box,
        keyframes: [
          {
            time: 0,
            background_color: 'linear-gradient(90deg, #ff0000, #0000ff)',
            border_color: 'transparent',
            easing: 'linear',
          },
          { time: 2000, background_color: 'linear-gradient(90deg, #0000ff, #ff0000)', border_color: '#00ff00' },
        ],
      },
    ]);
    const node = at(d, 1000).scene.nodes[0] as BoxNode;
    expect('kind' in node.fill && node.fill.stops.map((s) => s.color)).toEqual([
      { r: 128, g: 0, b: 128, a: 1 },
      { r: 128, g: 0, b: 128, a: 1 },
    ]);
    expect(node.borderColor).toEqual({ r: 0, g: 255, b: 0, a: 0.5 });
  });
});
