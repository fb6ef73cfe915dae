import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from 'playwright-core';
import { buildStudio } from '../test/studio/browser.js';
import { MODE_LABELS, startBenchService } from './service.js';
import { ms, percentile } from './stats.js';

const CHANGES = 60;
const WARMUP = 5;
const BURST = 20;
const TARGET_MEDIAN_MS = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Sets a property field the way typing does and resolves with the milliseconds until the canvas
 * shows a new draft render (the image is decoded before it is swapped in, so its src changing is it
 * being shown), measured in the page.
 */
function change(page: Page, label: string, value: number): Promise<number> {
  return page.evaluate(
    ({ label, value }) =>
      new Promise<number>((resolve, reject) => {
        // A change that never shows (a refused draft render) fails the bench instead of hanging it.
        setTimeout(() => reject(new Error(`no new canvas image 30 s after setting ${label} to ${value}`)), 30_000);
        const img = document.querySelector('img.draft')!;
        const input = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!
          .control as HTMLInputElement;
        const started = performance.now();
        new MutationObserver((_, observer) => {
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        }).observe(img, { attributes: true, attributeFilter: ['src'] });
        input.value = String(value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { label, value },
  );
}

/** 50 layers, as a busy design has: 25 texts over 25 shapes, in a grid over a 1200 x 630 card. */
const FIFTY_LAYERS = Array.from({ length: 50 }, (_, i) => {
  const [x, y] = [40 + (i % 10) * 112, 40 + Math.floor(i / 10) * 110];
  return i % 2 === 0
    ? {
        layer: `shape_${i}`,
        type: 'empty',
        x,
        y,
        width: 100,
        height: 90,
        background_color: `hsl(${i * 7}, 70%, 60%)`,
        border_radius: 12,
      }
    : {
        layer: `text_${i}`,
        type: 'text',
        x,
        y,
        width: 100,
        height: 90,
        text: `Text ${i}`,
        font_size: 22,
        color: '#111111',
      };
});

/** Opens a template in the editor, selects its top layer and times CHANGES edits of X (after WARMUP), sorted. */
async function timeEdits(page: Page, url: string): Promise<number[]> {
  await page.goto(url);
  await page.locator('img.draft').waitFor();
  await page.locator('.layer-name').first().click();
  const x0 = Number(await page.getByLabel('X', { exact: true }).inputValue());
  for (let i = 0; i < WARMUP; i++) await change(page, 'X', x0 + 1 + i);
  const durations: number[] = [];
  for (let i = 0; i < CHANGES; i++) durations.push(await change(page, 'X', x0 + WARMUP + 1 + i));
  return durations.sort((a, b) => a - b);
}

const summary = (d: number[]) =>
  `median ${ms(percentile(d, 50))} ms, p95 ${ms(percentile(d, 95))} ms, min ${ms(d[0])} ms, max ${ms(d[d.length - 1])} ms`;

/** What a browser downloads for the Studio (studio/dist/assets): JavaScript, CSS and the UI font's Latin file, raw and gzip (zlib's default level). */
function distSizes(): string[] {
  const dir = join(import.meta.dirname, '..', 'studio', 'dist', 'assets');
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  return readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f) || /latin-wght-normal.*\.woff2$/.test(f))
    .map((f) => {
      const bytes = readFileSync(join(dir, f));
      return `  ${f.replace(/-[\w-]{8}\./, '.')}: ${kb(bytes.length)}, ${kb(gzipSync(bytes).length)} gzip`;
    });
}

/** The real editor in Chromium against `snapforge serve`: property change → new canvas image shown, on the standard card and on a 50-layer design. */
export async function run(): Promise<void> {
  buildStudio();
  const service = await startBenchService();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1900, height: 1100 } });
    await page.goto(`${service.server.url}/studio/sign-in`);
    await page.getByLabel('Access token').fill(service.token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Templates' }).waitFor();
    const durations = await timeEdits(page, `${service.server.url}/studio/templates/${service.templateUuid}`);

    // A burst of edits 5 ms apart (as a drag makes): renders coalesce, so far fewer than BURST are requested.
    let requested = 0;
    const count = (r: Request) =>
      void (r.url().endsWith('/graphql') && r.postData()?.includes('RenderDraft') && requested++);
    page.on('request', count);
    await page.evaluate((burst) => {
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Y')!
        .control as HTMLInputElement;
      const y0 = Number(input.value);
      let i = 0;
      const timer = setInterval(() => {
        input.value = String(y0 + ++i);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        if (i === burst) clearInterval(timer);
      }, 5);
    }, BURST);
    await page.waitForTimeout(BURST * 5 + 1500);
    page.off('request', count);

    const created = await fetch(`${service.server.url}/api/v1/templates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Fifty layers',
        width: 1200,
        height: 630,
        background_color: '#ffffff',
        layers: FIFTY_LAYERS,
      }),
    });
    if (created.status !== 201)
      throw new Error(`creating the 50-layer design: ${created.status} ${await created.text()}`);
    const fifty = await timeEdits(
      page,
      `${service.server.url}/studio/templates/${((await created.json()) as { data: { uuid: string } }).data.uuid}`,
    );

    const median = percentile(durations, 50);
    console.log(
      `Studio editor (${MODE_LABELS.embedded}): ${CHANGES} property changes each, change → new canvas image shown`,
    );
    console.log(
      `  standard card: ${summary(durations)} (target: median ${TARGET_MEDIAN_MS} ms: ${median <= TARGET_MEDIAN_MS ? 'met' : 'MISSED'})`,
    );
    console.log(`  50-layer design (25 texts, 25 shapes): ${summary(fifty)}`);
    console.log(
      `  a burst of ${BURST} edits 5 ms apart: ${requested} draft renders requested (coalesced: at most one in flight, the latest next)`,
    );
    console.log(`Studio build (studio/dist/assets):\n${distSizes().join('\n')}`);
  } finally {
    await browser.close();
    await service.close();
  }
}
