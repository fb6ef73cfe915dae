import { describe, expect, it } from 'vitest';
import { RenderError } from '../../src/render/base/render-error.js';
import { buildScene, imageUrls } from '../../src/render/scene/scene.js';
import type { BoxNode, ImageNode, TextNode } from '../../src/render/base/types.js';
import type { LayerVariant } from '../../src/design/layers/layer-schema.js';
import { design } from './helpers.js';

const base = design(400, 300, [
  { layer: 'title', type: 'text', x: 10, y: 10, width: 200, height: 50, text: 'Default title' },
  { layer: 'photo', type: 'image', x: 0, y: 100, width: 100, height: 100, image_url: 'https://img.test/a.jpg' },
  { layer: 'box', type: 'empty', x: 200, y: 100, width: 100, height: 100, background_color: '#123456' },
  { layer: 'qr', type: 'qr_code', x: 300, y: 200, width: 80, height: 80, qr_content: 'default' },
  { layer: 'code', type: 'barcode', x: 10, y: 220, width: 200, height: 60, barcode_content: '123' },
]);

const scene = (variants?: unknown, format: 'png' | 'jpeg' | 'pdf' = 'png') =>
  buildScene({ design: base, variants: variants as LayerVariant[], format });
const node = <T>(variants: unknown, key: string) => scene(variants).nodes.find((n) => n.layer === key) as T | undefined;

describe('variants', () => {
  it('replace each layer type content by its own key', () => {
    const s = scene([
      { layer: 'title', text: 'New title' },
      { layer: 'photo', image_url: 'https://img.test/b.jpg' },
      { layer: 'box', background_color: '#ff0000' },
      { layer: 'qr', qr_content: 'new qr' },
      { layer: 'code', barcode_content: '456' },
    ]);
    const byKey = Object.fromEntries(s.nodes.map((n) => [n.layer, n]));
    expect((byKey.title as TextNode).text).toBe('New title');
    expect((byKey.photo as ImageNode).url).toBe('https://img.test/b.jpg');
    expect((byKey.box as BoxNode).fill).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(byKey.qr).toMatchObject({ content: 'new qr' });
    expect(byKey.code).toMatchObject({ content: '456' });
  });

  it('hide a layer with hidden: true and show a hidden one with hidden: false', () => {
    expect(node([{ layer: 'title', hidden: true }], 'title')).toBeUndefined();
    const hiddenByDefault = design(100, 100, [
      { layer: 't', type: 'text', x: 0, y: 0, width: 50, height: 50, text: 'x', hidden: true },
    ]);
    expect(buildScene({ design: hiddenByDefault, format: 'png' }).nodes).toHaveLength(0);
    expect(
      buildScene({ design: hiddenByDefault, variants: [{ layer: 't', hidden: false }], format: 'png' }).nodes,
    ).toHaveLength(1);
  });

  it('ignore unknown layers, keys of another layer type, non-string values and junk entries', () => {
    const untouched = scene().nodes;
    expect(
      scene([
        { layer: 'nope', text: 'x' },
        { layer: 'title', image_url: 'https://img.test/x.jpg' },
        { layer: 'photo', text: 'not an image' },
        { layer: 'title', text: 42 },
        null,
        'junk',
        { text: 'no layer key' },
      ]).nodes,
    ).toEqual(untouched);
    expect(scene('not an array').nodes).toEqual(untouched);
  });

  it('apply in order: the last variant for a layer wins', () => {
    expect(
      node<TextNode>(
        [
          { layer: 'title', text: 'first' },
          { layer: 'title', text: 'second' },
        ],
        'title',
      )?.text,
    ).toBe('second');
  });

  it('cap a text variant at 10,000 characters', () => {
    expect(node<TextNode>([{ layer: 'title', text: 'x'.repeat(20_000) }], 'title')?.text).toHaveLength(10_000);
  });

  it('drop an image layer whose image_url variant is empty, so nothing is fetched', () => {
    const s = scene([{ layer: 'photo', image_url: '' }]);
    expect(s.nodes.find((n) => n.layer === 'photo')).toBeUndefined();
    expect(imageUrls(s)).toEqual([]);
  });
});

describe('scene', () => {
  it('lists each image URL once', () => {
    const d = design(100, 100, [
      { layer: 'a', type: 'image', x: 0, y: 0, width: 50, height: 50, image_url: 'https://img.test/same.jpg' },
      { layer: 'b', type: 'image', x: 50, y: 50, width: 50, height: 50, image_url: 'https://img.test/same.jpg' },
    ]);
    expect(imageUrls(buildScene({ design: d, format: 'png' }))).toEqual(['https://img.test/same.jpg']);
  });

  it('skips zero-size, fully transparent and off-canvas layers, keeps partly visible and rotated-in ones', () => {
    const d = design(200, 100, [
      { layer: 'zero-w', type: 'empty', x: 10, y: 10, width: 0, height: 50, background_color: '#000' },
      { layer: 'zero-h', type: 'text', x: 10, y: 10, width: 50, height: 0, text: 'x' },
      { layer: 'invisible', type: 'empty', x: 10, y: 10, width: 50, height: 50, opacity: 0 },
      { layer: 'right', type: 'empty', x: 200, y: 0, width: 50, height: 50 },
      { layer: 'above', type: 'empty', x: 0, y: -60, width: 50, height: 50 },
      { layer: 'far', type: 'qr_code', x: -5000, y: 5000, width: 50, height: 50 },
      { layer: 'partly', type: 'empty', x: -25, y: -25, width: 50, height: 50 },
      // Its unrotated box ends at x = -1; rotated 45 degrees its corner reaches into the canvas.
      { layer: 'rotated-in', type: 'empty', x: -101, y: 0, width: 100, height: 100, rotation: 45 },
    ]);
    expect(buildScene({ design: d, format: 'png' }).nodes.map((n) => n.layer)).toEqual(['partly', 'rotated-in']);
  });

  it('keeps z-order: first layer is drawn first', () => {
    expect(scene().nodes.map((n) => n.layer)).toEqual(['title', 'photo', 'box', 'qr', 'code']);
  });

  it('falls back to documented colours for invalid colour strings', () => {
    const d = design(
      100,
      100,
      [
        { layer: 't', type: 'text', x: 0, y: 0, width: 50, height: 50, color: 'not-a-colour' },
        {
          layer: 'b',
          type: 'empty',
          x: 0,
          y: 0,
          width: 50,
          height: 50,
          background_color: '#12',
          border_color: 'rgb(300',
        },
        { layer: 'q', type: 'qr_code', x: 0, y: 0, width: 50, height: 50, color: 'blurple', background_color: '##fff' },
      ],
      'definitely not a colour',
    );
    const s = buildScene({ design: d, variants: [{ layer: 'b', background_color: 'nope' }], format: 'png' });
    expect(s.background).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    const [t, b, q] = s.nodes as [TextNode, BoxNode, { color: unknown; background: unknown }];
    expect(t.color).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(b.fill).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(b.borderColor).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(q.color).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(q.background).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it('resolves font families: aliases, real names case-insensitively, CSS lists, unknown names to sans', () => {
    const family = (font_family: string) =>
      (
        buildScene({
          design: design(100, 100, [{ layer: 't', type: 'text', x: 0, y: 0, width: 50, height: 50, font_family }]),
          format: 'png',
        }).nodes[0] as TextNode
      ).font.family;
    expect(family('sans')).toBe('Inter');
    expect(family('serif')).toBe('Noto Serif');
    expect(family('mono')).toBe('Roboto Mono');
    expect(family('NOTO SERIF')).toBe('Noto Serif');
    expect(family('"Helvetica Neue", monospace')).toBe('Roboto Mono');
    expect(family('Comic Sans MS')).toBe('Inter');
  });

  it('maps font weights and styles, and the auto-fit floor', () => {
    const d = design(100, 100, [
      {
        layer: 'a',
        type: 'text',
        x: 0,
        y: 0,
        width: 50,
        height: 50,
        font_weight: 'bold',
        font_style: 'italic',
        font_size: 40,
        auto_fit: true,
      },
      {
        layer: 'b',
        type: 'text',
        x: 0,
        y: 0,
        width: 50,
        height: 50,
        font_weight: 300,
        font_size: 40,
        auto_fit: true,
        min_font_size: 20,
      },
      { layer: 'c', type: 'text', x: 0, y: 0, width: 50, height: 50, font_size: 40, min_font_size: 20 },
    ]);
    const [a, b, c] = buildScene({ design: d, format: 'png' }).nodes as TextNode[];
    expect([a.font, a.minFontSize]).toEqual([{ family: 'Inter', weight: 700, italic: true }, 10]);
    expect([b.font.weight, b.minFontSize]).toEqual([300, 20]);
    expect(c.minFontSize).toBe(40);
  });

  it('leaves the background out only for transparent png and webp', () => {
    const transparent = (format: 'png' | 'webp' | 'jpeg' | 'pdf') =>
      (buildScene({ design: base, format, transparent: true }).background as { a: number }).a;
    expect(transparent('png')).toBe(0);
    expect(transparent('webp')).toBe(0);
    expect(transparent('jpeg')).toBe(1);
    expect(transparent('pdf')).toBe(1);
  });

  it('refuses requests it cannot render, with a reason', () => {
    expect(() => buildScene({ design: base, format: 'gif' as 'png' })).toThrow(/Unknown output format "gif"/);
    expect(() => buildScene({ design: base, format: 'png', scale: 0 })).toThrow(RenderError);
    expect(() => buildScene({ design: { ...base, width: 0 }, format: 'png' })).toThrow(
      /width must be between 1 and 4000/,
    );
    expect(() => buildScene({ design: base, format: 'png', scale: 4 })).not.toThrow();
    expect(() => buildScene({ design: { ...base, width: 4000, height: 4000 }, format: 'png', scale: 2 })).toThrow(
      /too large/,
    );
    const broken = { ...base, layers: [{ layer: 'bad', type: 'text', x: 'left' }] as never };
    expect(() => buildScene({ design: broken, format: 'png' })).toThrow(
      /Layer "bad": the layer definition is invalid \(x:/,
    );
  });
});
