import { beforeAll, describe, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { buildScene } from '../../src/render/scene/scene.js';
import type { SceneAssets } from '../../src/render/base/types.js';
import { GOLDEN_CASES, goldenImages } from './golden-cases.js';
import { expectGolden } from './helpers.js';

// Reference renders of the golden set (golden-cases.ts). Regenerate after an intended change with
// UPDATE_GOLDENS=1 npx vitest run test/render, and look at every changed image before committing.

let images: SceneAssets;
beforeAll(async () => {
  images = await goldenImages();
});

describe('golden images', () => {
  it.each(GOLDEN_CASES)('$title', async ({ name, request }) => {
    expectGolden(name, (await renderScene(buildScene({ ...request, format: 'png' }), images)).data);
  });
});
