import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectGolden } from '../render/helpers.js';

// The six starter designs (docs/studio.md "Starter designs"): listed by GraphQL, each copied into an
// account with createTemplate as the Studio does, then rendered by the real API in PNG and PDF.
// Their docs images (docs/rendering.md "Starter designs") are goldens 600 px wide: UPDATE_GOLDENS=1 rewrites them.

const LIST = `{ starterDesigns { key title description size width height backgroundColor layers } }`;
const CREATE = `mutation($input: TemplateInput!) { createTemplate(input: $input) { uuid } }`;

/** How many distinct colours (quantised to 4 bits a channel) a picture has: a blank one has one or two. */
function colours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7)
    seen.add(((png.data[i] >> 4) << 8) | ((png.data[i + 1] >> 4) << 4) | (png.data[i + 2] >> 4));
  return seen.size;
}

describe('starter designs', { timeout: 60_000 }, () => {
  let t: TestApp;
  let token: string;
  let starters: {
    key: string;
    title: string;
    description: string;
    size: string | null;
    width: number;
    height: number;
    backgroundColor: string;
    layers: Record<string, unknown>[];
  }[];

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.graphql(LIST, {}, token);
    expect(r.errors).toBeUndefined();
    starters = r.data.starterDesigns;
  });
  afterAll(() => t?.close());
  /** A stored file by its path (PUBLIC_URL is not this test server's address). */
  const fetchBytes = async (url: string) =>
    Buffer.from(await (await fetch(t.url + new URL(url).pathname)).arrayBuffer());

  it("lists six, with the sizes the issue names, and pictures that are this server's own files", () => {
    expect(starters.map((s) => [s.key, s.width, s.height])).toEqual([
      ['blog-card', 1200, 630],
      ['event-ticket', 1200, 500],
      ['certificate', 3508, 2480],
      ['product-banner', 1200, 628],
      ['quote-card', 1080, 1080],
      ['instagram-story', 1080, 1920],
    ]);
    const images = starters.flatMap((s) =>
      s.layers.filter((l) => l.type === 'image').map((l) => l.image_url as string),
    );
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const url of images) expect(new URL(url).pathname, url).toMatch(/^\/files\/starters\/[0-9a-f]{24}\.svg$/);
    // The new vocabulary: every starter has a gradient, and among them shapes, shadows and masks.
    const all = JSON.stringify(starters);
    for (const s of starters) expect(JSON.stringify(s), s.key).toMatch(/gradient\(/);
    for (const word of [
      '"shape":"ellipse"',
      '"shape":"polygon"',
      '"shape":"path"',
      '"shape":"line"',
      '"mask":"circle"',
      '"shadow_color"',
      '"type":"qr_code"',
    ])
      expect(all).toContain(word);
  });

  it('each is copied with createTemplate and renders, not blank, in PNG and in PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'starters-'));
    for (const s of starters) {
      const input = {
        title: s.title,
        width: s.width,
        height: s.height,
        backgroundColor: s.backgroundColor,
        layers: s.layers,
      };
      const created = await t.graphql(CREATE, { input }, token);
      expect(created.errors, `${s.key}: ${JSON.stringify(created.errors)}`).toBeUndefined();
      const template_id = created.data.createTemplate.uuid;

      const png = await t.request('POST', '/api/v1/snaps', { token, body: { template_id } });
      expect(png.status, `${s.key}: ${png.text}`).toBe(201);
      const bytes = await fetchBytes(png.body.media_url);
      const image = PNG.sync.read(bytes);
      expect([image.width, image.height]).toEqual([s.width, s.height]);
      expect(colours(image), s.key).toBeGreaterThan(40);
      const small = await sharp(bytes)
        .resize({ width: 600 })
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toBuffer();
      expectGolden(`starter-${s.key}`, small, 0.02);

      const pdf = await t.request('POST', '/api/v1/snaps', { token, body: { template_id, type: 'pdf' } });
      expect(pdf.status, `${s.key}: ${pdf.text}`).toBe(201);
      const file = join(dir, `${s.key}.pdf`);
      writeFileSync(file, await fetchBytes(pdf.body.media_url));
      expect(execFileSync('qpdf', ['--check', file], { encoding: 'utf8' })).toContain(
        'No syntax or stream encoding errors found',
      );
      execFileSync('pdftoppm', ['-png', '-r', '24', '-singlefile', file, join(dir, s.key)]);
      expect(colours(PNG.sync.read(readFileSync(join(dir, `${s.key}.png`)))), `${s.key} PDF`).toBeGreaterThan(20);
    }
  });

  it('are listed on REST too, at GET /api/v1/templates/starters, as GraphQL lists them under REST names', async () => {
    const r = await t.request('GET', '/api/v1/templates/starters', { token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual(
      starters.map(({ backgroundColor, ...rest }) => ({ ...rest, background_color: backgroundColor })),
    );
    expect((await t.request('GET', '/api/v1/templates/starters')).status).toBe(401);
  });

  it('the certificate is an A4 landscape print design: copied over REST, its PDF is A4 and takes bleed', async () => {
    const { data } = (await t.request('GET', '/api/v1/templates/starters', { token })).body;
    const certificate = data.find((s: { key: string }) => s.key === 'certificate');
    expect([certificate.size, certificate.width, certificate.height]).toEqual(['a4-landscape', 3508, 2480]);
    const { title, size, background_color, layers } = certificate;
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title, size, background_color, layers },
    });
    expect(created.status, created.text).toBe(201);
    const template_id = created.body.data.uuid;
    const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
    const pdfinfo = async (body: Record<string, unknown>) => {
      const pdf = await t.request('POST', '/api/v1/snaps', { token, body: { template_id, type: 'pdf', ...body } });
      expect(pdf.status, pdf.text).toBe(201);
      const file = join(dir, 'certificate.pdf');
      writeFileSync(file, await fetchBytes(pdf.body.media_url));
      return execFileSync('pdfinfo', ['-box', file], { encoding: 'utf8' });
    };
    // A4 in points, as every print PDF: 297 x 210 mm.
    expect(await pdfinfo({})).toMatch(/^Page size:\s+841\.89 x 595\.276? pts \(A4\)$/m);
    const bled = await pdfinfo({ bleed: 3 });
    const bleed = (3 * 72) / 25.4;
    const box = (name: string) =>
      bled
        .match(new RegExp(`^${name}:\\s+(.*)$`, 'm'))![1]
        .trim()
        .split(/\s+/)
        .map(Number);
    box('TrimBox').forEach((v, i) => expect(v).toBeCloseTo([bleed, bleed, 841.89 + bleed, 595.28 + bleed][i], 1));
    box('MediaBox').forEach((v, i) => expect(v).toBeCloseTo([0, 0, 841.89 + 2 * bleed, 595.28 + 2 * bleed][i], 1));
  });
});
