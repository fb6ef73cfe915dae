import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from '../support/paths.js';

// Every run takes them; only STUDIO_SCREENSHOTS=docs writes the committed copies (a plain
// `npm test` then leaves the checkout clean).
const SCREENSHOTS = process.env.STUDIO_SCREENSHOTS === 'docs' ? join(ROOT, 'docs', 'studio') : join(ROOT, '.tmp', 'studio-screenshots');

/** studio/dist, rebuilt when a source is newer (a fresh clone's first run builds it). */
export function buildStudio(): void {
  execFileSync(process.execPath, ['scripts/build-studio.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
}

/** Headless Chromium from the system (never downloaded). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
}

/** The page as the docs show it (docs/studio/<name>.png with STUDIO_SCREENSHOTS=docs), transitions finished (a full progress bar drawn full). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}
