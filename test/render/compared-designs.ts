import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TemplateDesign } from '../../src/design/layers/layer-schema.js';
import { design } from './helpers.js';

// The designs docs/rendering.md compares with Chromium (its "Compared with Chromium"): each is the
// ```json block after a `<!-- compared with Chromium: <name> -->` line, a whole template's JSON, so
// the page's examples are what css-parity.test.ts renders. Image URLs on https://example.com/ are
// served by the test (photo.jpg, alpha.png).

const DOC = fileURLToPath(new URL('../../docs/rendering.md', import.meta.url));
const MARKED = /<!-- compared with Chromium: ([a-z-]+) -->\n```json\n([\s\S]*?)\n```/g;

export interface ComparedDesign {
  name: string;
  /** The design, its images fetched from `origin`, its layers as the schema stores them. */
  design(origin: string): TemplateDesign;
}

/** The marked designs, in page order. */
export function comparedDesigns(): ComparedDesign[] {
  return [...readFileSync(DOC, 'utf8').matchAll(MARKED)].map(([, name, json]) => ({
    name,
    design(origin) {
      const t = JSON.parse(json.replaceAll('https://example.com/', `${origin}/`)) as {
        width: number;
        height: number;
        background_color: string;
        layers: Record<string, unknown>[];
      };
      return design(t.width, t.height, t.layers, t.background_color);
    },
  }));
}
