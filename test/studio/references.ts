import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { ROOT } from '../support/paths.js';

// The Studio's looks, checked in: each page in each theme as docs/studio/themes/<name>.png, taken by
// the tests, so a change of look is a reviewed change (docs/studio.md "Looks, checked"). With
// STUDIO_SCREENSHOTS=docs the tests write them instead of comparing (`npm run docs:screenshots`).
const REFERENCES = join(ROOT, 'docs', 'studio', 'themes');
/** pixelmatch's per-pixel colour distance (0 to 1): below it two pixels are the same (anti-aliasing, JPEG noise). */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may still differ: a caret, a subpixel shift of a line of text. */
const MAX_DIFFERENT = 0.002;

const OUT = join(ROOT, '.tmp', 'studio-screenshots');

/**
 * The page now (times set to one time, e-mails shown as one, other per-run values masked, the web
 * font loaded, animations stopped) against its reference: true when within the tolerance above. A mismatch writes the
 * screenshot and a picture of the differences to .tmp/studio-screenshots/ and says where.
 */
export async function matchesReference(
  page: Page,
  name: string,
  mask: string[],
  same: Record<string, string> = {},
): Promise<boolean> {
  // Every time shown is one fixed time, and each element of `same` shows its fixed text (the account's
  // random e-mail): their widths move a table's columns, which a mask would not hide.
  await page.evaluate(async (same) => {
    for (const t of document.querySelectorAll('time'))
      t.textContent = new Date(Date.UTC(2026, 10, 28, 12)).toLocaleString();
    for (const [selector, text] of Object.entries(same))
      for (const el of document.querySelectorAll(selector)) el.textContent = text;
    await document.fonts.ready;
  }, same);
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: mask.map((m) => page.locator(m)),
    maskColor: '#888888',
  });
  const reference = join(REFERENCES, `${name}.png`);
  if (process.env.STUDIO_SCREENSHOTS === 'docs') {
    await mkdir(REFERENCES, { recursive: true });
    await writeFile(reference, shot);
    return true;
  }
  await mkdir(OUT, { recursive: true });
  if (!existsSync(reference)) {
    await writeFile(join(OUT, `${name}.png`), shot);
    throw new Error(
      `No reference for ${name}: see .tmp/studio-screenshots/${name}.png; npm run docs:screenshots writes it`,
    );
  }
  const [now, then] = [PNG.sync.read(shot), PNG.sync.read(await readFile(reference))];
  if (now.width !== then.width || now.height !== then.height) throw new Error(`${name}: the page's size changed`);
  const diff = new PNG({ width: now.width, height: now.height });
  const different = pixelmatch(now.data, then.data, diff.data, now.width, now.height, { threshold: PIXEL_THRESHOLD });
  if (different <= now.width * now.height * MAX_DIFFERENT) return true;
  await writeFile(join(OUT, `${name}.png`), shot);
  await writeFile(join(OUT, `${name}.diff.png`), PNG.sync.write(diff));
  console.error(`${name}: ${different} pixels differ from ${reference}; see .tmp/studio-screenshots/${name}.diff.png`);
  return false;
}
