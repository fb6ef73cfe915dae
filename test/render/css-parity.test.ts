import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, type OutboundPolicy } from '../../src/net/outbound-policy.js';
import { createRenderer, type Renderer } from '../../src/render/index.js';
import { CHROMIUM_PATH, launchChromium } from '../support/chromium.js';
import { comparedDesigns } from './compared-designs.js';
import { cssPage } from './css-page.js';
import { expectGolden, loopbackServer, smallImages } from './helpers.js';

// Snapforge against Chromium, property by property (docs/rendering.md "Compared with Chromium"): each
// design the page marks (compared-designs.ts) rendered to PNG by the real renderer, and written as
// HTML and CSS (css-page.ts) that Chromium screenshots; the two must agree within TOLERANCE. The PNG
// is the page's picture, a golden image (`css-<name>`). CSS_PARITY_OUT=<dir> writes both images and
// a map of their difference there.

/**
 * Both images are blurred (a Gaussian of deviation 2 px) before they are compared: the two engines
 * hint and antialias glyphs differently and snap baselines to different pixels, which the blur
 * forgives, while a shape, a colour or a word in another place still differs over many pixels. Then
 * at most `share` of the pixels may differ by more than `by` in a channel (0-255), and the mean
 * difference of the channels may be at most `mean`.
 */
export const TOLERANCE = { blur: 2, by: 32, share: 0.005, mean: 6 };

const fixture = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const INTER = (weight: 400 | 700) => {
  const face = `${weight}${weight === 400 ? 'Regular' : 'Bold'}`;
  return fixture(`../../node_modules/@expo-google-fonts/inter/${face}/Inter_${face}.ttf`);
};

const blurred = (png: Buffer) => sharp(png).removeAlpha().blur(TOLERANCE.blur).raw().toBuffer();

/** The mean channel difference, the share of pixels differing beyond the tolerance, and a map of them. */
async function compare(ours: Buffer, theirs: Buffer): Promise<{ mean: number; share: number; map: Buffer }> {
  const [a, b] = await Promise.all([blurred(ours), blurred(theirs)]);
  const map = Buffer.alloc(a.length);
  let [sum, over] = [0, 0];
  for (let i = 0; i < a.length; i += 3) {
    let most = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a[i + c] - b[i + c]);
      sum += d;
      most = Math.max(most, d);
    }
    if (most > TOLERANCE.by) over++;
    map.fill(most > TOLERANCE.by ? 255 : most * 4, i, i + 3);
  }
  return { mean: sum / a.length, share: over / (a.length / 3), map };
}

describe.skipIf(!existsSync(CHROMIUM_PATH))('Snapforge against Chromium, property by property', () => {
  let browser: Browser;
  let page: Page;
  let renderer: Renderer;
  let policy: OutboundPolicy;
  let server: Awaited<ReturnType<typeof loopbackServer>>;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    const { alphaPng } = await smallImages();
    const files: Record<string, [string, Buffer]> = {
      '/photo.jpg': ['image/jpeg', readFileSync(fixture('../fixtures/render/photo.jpg'))],
      '/alpha.png': ['image/png', alphaPng],
      '/fonts/inter-400.ttf': ['font/ttf', readFileSync(INTER(400))],
      '/fonts/inter-700.ttf': ['font/ttf', readFileSync(INTER(700))],
    };
    server = await loopbackServer((req, res) => {
      const page = pages.get(req.url ?? '');
      if (page) return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      const file = files[req.url ?? ''];
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    });
    policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
    renderer = createRenderer({ policy, threads: 1 });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 240, height: 160 }, deviceScaleFactor: 1 });
  });
  afterAll(async () => {
    await browser?.close();
    await renderer?.close();
    await policy?.close();
    await server?.close();
  });

  const designs = comparedDesigns();

  it('compares every design the page marks, 18 of them', () => {
    expect(designs.map((d) => d.name)).toHaveLength(18);
    expect(new Set(designs.map((d) => d.name)).size).toBe(designs.length);
  });

  it.each(designs)('$name', async ({ name, design: make }) => {
    const design = make(server.origin);
    pages.set(`/page/${name}.html`, cssPage(design));
    const ours = (await renderer.render({ design, format: 'png' })).data;
    await page.setViewportSize({ width: design.width, height: design.height });
    await page.goto(`${server.origin}/page/${name}.html`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const theirs = await page.screenshot({ type: 'png' });
    const got = await compare(ours, theirs);
    const out = process.env.CSS_PARITY_OUT;
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, `${name}-snapforge.png`), ours);
      writeFileSync(join(out, `${name}-chromium.png`), theirs);
      const { width, height } = design;
      await sharp(got.map, { raw: { width, height, channels: 3 } })
        .png()
        .toFile(join(out, `${name}-diff.png`));
      console.log(`${name}: mean ${got.mean.toFixed(2)}, beyond ${(got.share * 100).toFixed(2)}%`);
    }
    expect(got.share, `${name}: share of pixels differing by more than ${TOLERANCE.by}`).toBeLessThanOrEqual(
      TOLERANCE.share,
    );
    expect(got.mean, `${name}: mean difference`).toBeLessThanOrEqual(TOLERANCE.mean);
    expectGolden(`css-${name}`, ours);
  });
});
