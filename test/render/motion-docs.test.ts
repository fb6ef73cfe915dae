import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../../src/net/outbound-policy.js';
import { createRenderer, type Renderer } from '../../src/render/index.js';
import { parseTemplateWrite } from '../../src/templates/template-input.js';
import { ROOT } from '../support/paths.js';
import { expectGolden } from './helpers.js';
import { gifFrames, meanDifference } from './motion-files.js';

// Every template of docs/rendering.md "Animation" is a valid template write and renders as a clip.

const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8').split('\n## Animation\n')[1].split('\n## ')[0];
const templates = [...section.matchAll(/```json\n([\s\S]*?)```/g)]
  .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
  .filter((t) => 'animation' in t);

let renderer: Renderer;
beforeAll(() => {
  renderer = createRenderer({ policy: createOutboundPolicy({ allowedPrivateHosts: [] }), threads: 2 });
});
afterAll(() => renderer?.close());

describe('the templates of docs/rendering.md "Animation"', () => {
  it('are there', () => expect(templates).toHaveLength(3));

  it.each(templates.map((t, i) => [i, t] as const))(
    '%i is a valid write and renders as a GIF whose delays add up to its duration',
    async (_i, body) => {
      const design = parseTemplateWrite({ title: 'Docs', ...body });
      const gif = await renderer.renderMotion({ design, format: 'gif' });
      const { delays } = gifFrames(gif.data);
      expect(delays.reduce((a, b) => a + b, 0) * 10).toBe(design.animation!.duration);
      expect(gif.distinct).toBe(delays.length);
    },
  );
});

/** The outputs docs/rendering.md shows, regenerated with UPDATE_GOLDENS=1 (look at them before committing). */
describe('the outputs docs/rendering.md shows', () => {
  const golden = (name: string) => join(ROOT, 'test/fixtures/render/golden', name);

  it.each([
    [0, 'motion-keyframes.gif'],
    [2, 'motion-card.gif'],
  ] as const)('template %i as a GIF: the embedded file is what it renders now', async (i, name) => {
    const gif = await renderer.renderMotion({
      design: parseTemplateWrite({ title: 'Docs', ...templates[i] }),
      format: 'gif',
    });
    if (process.env.UPDATE_GOLDENS === '1' || !existsSync(golden(name))) writeFileSync(golden(name), gif.data);
    const shown = gifFrames(readFileSync(golden(name)));
    const now = gifFrames(gif.data);
    expect(now.delays).toEqual(shown.delays);
    now.frames.forEach((f, n) => expect(meanDifference(f, shown.frames[n]), `frame ${n}`).toBeLessThan(1));
  });

  it.each([
    [0, 'first'],
    [1500, 'middle'],
    [2967, 'last'],
  ] as const)(
    'the card at %i ms, as its MP4 shows it (the PNG of an instant is its MP4 frame, motion.test.ts)',
    async (frameAt, name) => {
      const design = parseTemplateWrite({ title: 'Docs', ...templates[2] });
      expectGolden(`motion-card-${name}`, (await renderer.render({ design, format: 'png', frameAt })).data);
    },
  );
});
