import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { layerSchema, type Layer, type TemplateDesign } from '../../src/design/layers/layer-schema.js';
import type { ImageAsset, SceneAssets } from '../../src/render/base/types.js';
import { designOf, type RenderLocale } from '../../src/templates/renderable-template.js';
import { parseTemplateWrite } from '../../src/templates/template-input.js';

const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/render/${name}`, import.meta.url));
const PHOTO = readFileSync(fixturePath('photo.jpg'));
/** An SVG logo (docs/rendering.md "SVG images"): a gradient badge, a path and two <use> copies of a circle. */
export const LOGO_SVG = readFileSync(fixturePath('logo.svg'), 'utf8');

/** A layer as stored: defaults applied by the schema. */
const layer = (input: Record<string, unknown>): Layer => layerSchema.parse(input);

export function design(
  width: number,
  height: number,
  layers: Record<string, unknown>[],
  background_color = '#ffffff',
): TemplateDesign {
  return { width, height, background_color, layers: layers.map(layer) };
}

let nextId = 1_000_000;
/** What the asset loader makes of fetched bytes, without a server. */
async function asset(url: string, bytes: Buffer): Promise<ImageAsset> {
  const meta = await sharp(bytes).metadata();
  return {
    id: nextId++,
    url,
    bytes,
    format: meta.format as ImageAsset['format'],
    width: meta.width!,
    height: meta.height!,
    hasAlpha: meta.hasAlpha === true,
  };
}

export async function assets(...list: [string, Buffer][]): Promise<SceneAssets> {
  return Object.fromEntries(await Promise.all(list.map(async ([url, bytes]) => [url, await asset(url, bytes)])));
}

/** Small images made from the photo fixture: an opaque JPEG and a PNG with an alpha gradient. */
export async function smallImages(): Promise<{ jpeg: Buffer; alphaPng: Buffer }> {
  const jpeg = await sharp(PHOTO).resize(160, 120).jpeg({ quality: 85 }).toBuffer();
  const { data, info } = await sharp(PHOTO).resize(120, 120).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) data[(y * info.width + x) * 4 + 3] = Math.round((x / (info.width - 1)) * 255);
  const alphaPng = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
  return { jpeg, alphaPng };
}

export function decodePng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

/** RGBA of one pixel of a PNG. */
export function pixel(png: PNG, x: number, y: number): [number, number, number, number] {
  const i = (png.width * y + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2], png.data[i + 3]];
}

const UPDATE = process.env.UPDATE_GOLDENS === '1';

/**
 * Compares a PNG with its checked-in reference (test/fixtures/render/golden/<name>.png): at most
 * `tolerance` of the pixels may differ beyond pixelmatch's colour threshold (antialiasing and
 * encoder noise). `UPDATE_GOLDENS=1` rewrites the references instead. On a mismatch the render
 * and a diff image are written to the temporary directory.
 */
export function expectGolden(name: string, actual: Buffer, tolerance = 0.005): void {
  const file = fixturePath(`golden/${name}.png`);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(fixturePath('golden'), { recursive: true });
    writeFileSync(file, actual);
  }
  const expected = decodePng(readFileSync(file));
  const got = decodePng(actual);
  expect(`${got.width}x${got.height}`, `${name}: size`).toBe(`${expected.width}x${expected.height}`);
  const diff = new PNG({ width: got.width, height: got.height });
  const ratio =
    pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 }) /
    (got.width * got.height);
  if (ratio > tolerance) {
    writeFileSync(join(tmpdir(), `${name}.actual.png`), actual);
    writeFileSync(join(tmpdir(), `${name}.diff.png`), PNG.sync.write(diff));
  }
  expect(ratio, `${name}: share of differing pixels (render and diff in ${tmpdir()})`).toBeLessThanOrEqual(tolerance);
}

/** An HTTP server on 127.0.0.1, port 0. */
export async function loopbackServer(
  handler: RequestListener,
): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let popplerDir: string | undefined;
const popplerFile = (name: string) => join((popplerDir ??= mkdtempSync(join(tmpdir(), 'snapforge-poppler-'))), name);

/** The PDFs qpdf found sound, by content: each is checked once, however many tools read it. */
const checked = new Set<string>();
const digest = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

/**
 * Writes a PDF where the command-line tools can read it; returns its path. qpdf checks it first (it
 * throws on an error or a warning), so every PDF a test reads through these helpers is checked. Once
 * per PDF: the tools run synchronously, and a test app's server shares the blocked event loop.
 */
function popplerInput(name: string, pdf: Buffer): string {
  const file = popplerFile(name);
  writeFileSync(file, pdf);
  const hash = digest(pdf);
  if (!checked.has(hash)) execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
  checked.add(hash);
  return file;
}

/** Runs a poppler tool on a PDF. */
export function poppler(
  tool: 'pdftotext' | 'pdffonts' | 'pdfinfo' | 'pdfimages',
  pdf: Buffer,
  ...args: string[]
): string {
  return execFileSync(tool, [...args, popplerInput(`${tool}.pdf`, pdf), ...(tool === 'pdftotext' ? ['-'] : [])], {
    encoding: 'utf8',
  });
}

/** The text pdftotext reads from a PDF, without its trailing newlines and the bidi embedding marks it writes around right-to-left lines. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', pdf, '-enc', 'UTF-8')
    .replace(/[\u202a-\u202c]/g, '')
    .replace(/\s+$/, '');
}

/** qpdf's structural check of a PDF; throws when qpdf finds an error or a warning. */
export function qpdfCheck(pdf: Buffer): string {
  const file = popplerFile('qpdf.pdf');
  writeFileSync(file, pdf);
  const report = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
  checked.add(digest(pdf));
  return report;
}

/** A PDF's bytes with every stream uncompressed, to read its content streams. */
export function uncompressedPdf(pdf: Buffer): string {
  return execFileSync('qpdf', ['--stream-data=uncompress', popplerInput('qpdf.pdf', pdf), '-'], { encoding: 'latin1' });
}

/** A PDF's first page as PNG, rasterised by pdftoppm at 96 dpi (1 px per CSS px). */
export function pdfToPng(pdf: Buffer): Buffer {
  return pdfPageToPng(pdf, 1, 96);
}

/** One page of a PDF (from 1) as PNG, rasterised by pdftoppm at `dpi`. */
export function pdfPageToPng(pdf: Buffer, page: number, dpi: number): Buffer {
  const at = ['-f', String(page), '-l', String(page)];
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    String(dpi),
    ...at,
    '-singlefile',
    popplerInput('page.pdf', pdf),
    popplerFile('page'),
  ]);
  return readFileSync(popplerFile('page.png'));
}

/** A template write (as docs/rendering.md gives it) as the template row a render reads, at one of its sizes and locales. */
export function designOfWrite(body: Record<string, unknown>, size: string, locale?: RenderLocale): TemplateDesign {
  const d = parseTemplateWrite(body);
  return designOf(
    {
      id: 1,
      uuid: 'docs',
      title: d.title,
      size: d.size,
      version: 1,
      width: d.width,
      height: d.height,
      backgroundColor: d.background_color,
      layers: d.layers as never,
      animation: null,
      sizes: (d.sizes ?? null) as never,
      locales: (d.locales ?? null) as never,
      print: (d.print ?? null) as never,
    },
    size,
    locale,
  );
}
