import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { ROOT } from '../support/paths.js';
import { decodePng, designOfWrite, expectGolden } from './helpers.js';

// Every template of docs/rendering.md "Layout that adapts" is a valid template write and renders at
// each of its sizes; the sized card's four renders are golden images.

const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
  .split('\n## Layout that adapts\n')[1]
  .split('\n## ')[0];
const templates = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(
  ([, json]) => JSON.parse(json) as Record<string, unknown>,
);

const designAt = (body: Record<string, unknown>, size: string) => designOfWrite(body, size);

describe('the templates of docs/rendering.md "Layout that adapts"', () => {
  it('are there (the third, locales, is rendered by test/templates/locales.test.ts; the fourth, a matrix, by test/batches/matrix-batches.test.ts; the fifth, boxes, by test/render/wraps.test.ts)', () =>
    expect(templates).toHaveLength(5));

  it('the stack follows its title', async () => {
    const png = (await renderScene(buildScene({ design: designAt(templates[0], 'default'), format: 'png' }), {})).data;
    expectGolden('layout-title-3-lines', png);
  });

  const card = templates[1];
  const sizes = ['default', ...(card.sizes as { name: string }[]).map((s) => s.name)];
  it.each(sizes)('the card at size %s: the badge keeps its right margin (golden too)', async (size) => {
    const design = designAt(card, size);
    const png = (await renderScene(buildScene({ design, format: 'png' }), {})).data;
    expectGolden(`docs-sizes-${size}`, png);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([design.width, design.height]);
    // The badge (amber) ends 80 px from the right edge, on the row through its middle.
    const amber = (x: number) => {
      const o = (104 * image.width + x) * 4;
      return image.data[o] > 200 && image.data[o + 1] > 120 && image.data[o + 2] < 60;
    };
    expect(amber(image.width - 81)).toBe(true);
    expect(amber(image.width - 79)).toBe(false);
  });
});
