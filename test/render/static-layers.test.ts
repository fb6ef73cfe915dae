import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import * as staticLayers from '../../src/render/backends/static-layers.js';
import type { RenderRequest, SceneAssets } from '../../src/render/base/types.js';
import { CONTENT_KEY, type LayerVariant } from '../../src/design/layers/layer-schema.js';
import { GOLDEN_CASES, goldenImages } from './golden-cases.js';
import { GRAPHICS_CASES } from './graphics-cases.js';

// The static-layer cache must not change a byte: every golden template, in every raster format,
// with and without variants, renders cold, kept and restored exactly as with the cache off.

vi.mock('../../src/render/backends/static-layers.js', async (original) => {
  const actual = await original<typeof import('../../src/render/backends/static-layers.js')>();
  return { ...actual, restorePrefix: vi.fn(actual.restorePrefix) };
});
const restorePrefix = vi.mocked(staticLayers.restorePrefix);

let images: SceneAssets;
beforeAll(async () => {
  images = await goldenImages();
});

/** Every raster format, and a scaled output (preview thumbnails). */
const OUTPUTS = [{ format: 'png' }, { format: 'jpeg' }, { format: 'webp' }, { format: 'png', scale: 0.5 }] as const;

const render = async (req: RenderRequest, cache: boolean) => {
  const scene = buildScene(req);
  return (await renderScene(cache ? scene : { ...scene, staticLayers: 0 }, images)).data;
};

type Layers = {
  layer: string;
  type: Exclude<keyof typeof CONTENT_KEY, 'chart' | 'table'>;
  image_url?: string | null;
}[];

/** A variant that changes a layer's content (an image keeps its URL: the set has two images). */
function contentVariant(layer: Layers[number], n: number): LayerVariant {
  const content = {
    text: `Variant ${n}`,
    qr_content: `https://snapforge.dev/${n}`,
    background_color: `#${n}0${n}0${n}0`,
    image_url: layer.image_url,
  };
  const key = CONTENT_KEY[layer.type];
  const value = key === 'barcode_content' ? `SNAP${n}` : content[key];
  return { layer: layer.layer, [key]: value } as LayerVariant;
}

/** Variant sets that make different prefixes static: none, the top layer, a middle one, a hidden one. */
function variantSets(layers: Layers): { label: string; variants: (n: number) => LayerVariant[] }[] {
  const top = layers[layers.length - 1];
  const middle = layers[Math.floor(layers.length / 2)];
  return [
    { label: 'no variants', variants: () => [] },
    { label: 'top layer varies', variants: (n) => [contentVariant(top, n)] },
    { label: 'middle layer varies', variants: (n) => [contentVariant(middle, n)] },
    { label: 'middle layer hidden', variants: () => [{ layer: middle.layer, hidden: true }] },
  ];
}

describe('the static-layer cache', () => {
  it.each([...GOLDEN_CASES, ...GRAPHICS_CASES])('renders $name byte for byte as without it', async ({ request }) => {
    for (const output of OUTPUTS) {
      for (const { label, variants } of variantSets(request.design.layers as Layers)) {
        // Content 1 three times: drawn (first sight), drawn and kept, restored. Then content 2 on the kept prefix.
        for (const n of [1, 1, 1, 2]) {
          const req = { ...request, ...output, variants: variants(n) };
          expect(
            (await render(req, true)).equals(await render(req, false)),
            `${JSON.stringify(output)}, ${label}, content ${n}`,
          ).toBe(true);
        }
      }
    }
  });

  it('restores kept prefixes: the tests above went through the cache', () => {
    expect(restorePrefix.mock.results.filter((r) => r.value !== undefined).length).toBeGreaterThan(
      GOLDEN_CASES.length * OUTPUTS.length,
    );
  });

  it('keys a prefix by its content: another text below the varying layer is never served from the cache', async () => {
    const { request } = GOLDEN_CASES.find((c) => c.name === 'text-ellipsis')!;
    const layers = request.design.layers as Layers;
    const varied = (text: string): RenderRequest => ({
      ...request,
      format: 'png',
      variants: [
        { layer: layers[0].layer, text },
        { layer: layers[1].layer, text: 'the varying layer' },
      ],
    });
    for (let i = 0; i < 3; i++) await render(varied('first'), true);
    expect((await render(varied('second'), true)).equals(await render(varied('second'), false))).toBe(true);
  });
});
