import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { escapeHtml } from '../net/escape-html.js';

export interface ChromiumBinary {
  executablePath: string;
  /** Extra environment the browser needs. */
  env?: Record<string, string>;
}

/**
 * The Chromium that the @sparticuz/chromium package ships brotli-compressed, unpacked once into
 * DATA_DIR/chromium-<version>/ (about 200 MB; docs/operations.md has the timings). Unpacked aside
 * and renamed into place: a half-unpacked browser is never used, and of two processes unpacking at
 * once, one keeps its copy.
 */
export async function bundledChromium(dataDir: string): Promise<ChromiumBinary> {
  const pkg = join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', '..');
  const { version } = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const dir = join(dataDir, `chromium-${version}`);
  const binary = { executablePath: join(dir, 'chromium'), env: { FONTCONFIG_FILE: join(dir, 'fonts.conf') } };
  if (await exists(binary.executablePath)) return binary;

  const partial = `${dir}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(partial, { recursive: true });
  try {
    // Loaded here: only a machine without a system browser ever unpacks.
    const { extract } = await import('tar-fs');
    const bin = join(pkg, 'bin');
    const unbrotli = (file: string) => createReadStream(join(bin, file)).pipe(createBrotliDecompress());
    await Promise.all([
      pipeline(unbrotli('chromium.br'), createWriteStream(join(partial, 'chromium'), { mode: 0o755 })),
      pipeline(unbrotli('fonts.tar.br'), extract(partial)), // fonts/*.ttf
      pipeline(unbrotli('swiftshader.tar.br'), extract(partial)), // the GL libraries Chromium loads from its own folder
    ]);
    await writeFile(join(partial, 'fonts.conf'), fontConfig(dir));
    await rename(partial, dir);
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    // Another process finished first: use its copy.
    if (await exists(binary.executablePath)) return binary;
    throw err;
  }
  return binary;
}

/** The machine's fonts when it has any, plus the package's own (it ships no CJK font). */
const fontConfig = (dir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${escapeHtml(join(dir, 'fonts'))}</dir>
  <cachedir>${escapeHtml(join(dir, 'fonts-cache'))}</cachedir>
</fontconfig>
`;

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
