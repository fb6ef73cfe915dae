import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../../src/net/outbound-policy.js';
import { createRenderer, type Renderer } from '../../src/render/index.js';
import { parseTemplateWrite } from '../../src/templates/template-input.js';
import { ROOT } from '../support/paths.js';
import { gifFrames } from './motion-files.js';

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
