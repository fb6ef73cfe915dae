import { access, constants } from 'node:fs/promises';
import type { Logger } from 'pino';
import { UnavailableError } from '../errors/unavailable-error.js';
import { bundledChromium, type ChromiumBinary } from './bundled-chromium.js';

const CHROMIUM_MISSING =
  'Screenshots need Chromium: install it with `apt-get install -y chromium`, or set CHROMIUM_PATH to its executable.';

export interface ChromiumLookup {
  /** CHROMIUM_PATH: when set, the only browser tried. */
  chromiumPath?: string;
  /** CHROMIUM_SYSTEM_PATHS: where a system browser is looked for, in order. */
  systemPaths: string[];
  dataDir: string;
  logger: Logger;
}

const executable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * The browser for screenshots: CHROMIUM_PATH if set (a wrong one is an error, not a reason to
 * look elsewhere), else the first system browser found, else the one the npm package ships.
 */
export async function findChromium(d: ChromiumLookup): Promise<ChromiumBinary & { source: string }> {
  if (d.chromiumPath) {
    if (await executable(d.chromiumPath)) return { executablePath: d.chromiumPath, source: 'CHROMIUM_PATH' };
    throw new UnavailableError(
      `CHROMIUM_PATH (${d.chromiumPath}) is not an executable file: correct it, or unset it to use the system's or the bundled Chromium.`,
    );
  }
  for (const path of d.systemPaths) if (await executable(path)) return { executablePath: path, source: 'system' };
  try {
    const started = performance.now();
    const binary = await bundledChromium(d.dataDir);
    d.logger.info(
      { executablePath: binary.executablePath, ms: Math.round(performance.now() - started) },
      'no system Chromium: using the one @sparticuz/chromium ships',
    );
    return { ...binary, source: 'bundled' };
  } catch (err) {
    d.logger.error({ err }, 'the bundled Chromium could not be unpacked');
    throw new UnavailableError(CHROMIUM_MISSING);
  }
}
