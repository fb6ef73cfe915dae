import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qpdfCheck, uncompressedPdf } from '../render/helpers.js';
import { ROOT } from '../support/paths.js';
import type { TestApp } from '../support/test-app.js';
import { startWithTemplate } from '../support/template-snaps.js';

// The spot template of docs/rendering.md "Print colour" (its third block), as a user would paste it.
const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
  .split('\n### Print colour\n')[1]
  .split('\n### ')[0];
const template = JSON.parse([...section.matchAll(/```json\n([\s\S]*?)```/g)][2][1]);

const SEPARATION =
  /\[\s*\/Separation\s+\/PANTONE#20185#20C\s+\/DeviceCMYK\s+(\d+) 0 R\s*\]|\[\s*\/Separation\s+\/PANTONE#20185#20C\s+\/DeviceCMYK\s+<<([\s\S]*?)>>\s*\]/;

/** The Separation array's tint transform, read from the uncompressed file (inline or by reference). */
function separation(plain: string): string | null {
  const m = SEPARATION.exec(plain);
  if (!m) return null;
  if (m[2] !== undefined) return m[2];
  return new RegExp(`\\n${m[1]} 0 obj\\s*<<([\\s\\S]*?)>>`).exec(plain)![1];
}

describe(
  'spot inks: spot("name", cmyk(...)) as a Separation in PDF, the fallback in images (issue 46)',
  { timeout: 90_000 },
  () => {
    let t: TestApp;
    let token: string;
    let snap: (body: Record<string, unknown>) => Promise<Buffer>;

    beforeAll(async () => {
      ({ t, token, snap } = await startWithTemplate(template));
    });
    afterAll(() => t?.close());

    it.each([[{} as { pdf_standard?: string }], [{ pdf_standard: 'PDF/X-4' }]])(
      'writes the ink as a Separation with its fallback as the alternate (%o)',
      async (options) => {
        const pdf = await snap({ type: 'pdf', ...options });
        expect(qpdfCheck(pdf)).toMatch(/No syntax or stream encoding errors found/);
        const plain = uncompressedPdf(pdf);
        const transform = separation(plain);
        expect(transform, 'a Separation named PANTONE 185 C').not.toBeNull();
        expect(transform).toMatch(/\/C1\s*\[\s*0\s+0\.91\s+0\.76\s+0\s*\]/);
        expect(transform).toMatch(/\/C0\s*\[\s*0\s+0\s+0\s+0\s*\]/);
        // The page's resources name it, and the band and the title are filled with it at full tint.
        const [, id] = /\/ColorSpace\s*<<\s*\/(CS\d+)\s+\d+ 0 R/.exec(plain)!;
        expect(plain.match(new RegExp(`/${id} cs\\s+1 scn`, 'g'))?.length).toBeGreaterThanOrEqual(2);
        // The process swatch is inks in the PDF/X, sRGB in the plain PDF: only the spot is a Separation.
        if (options.pdf_standard) expect(plain).toMatch(/\/DeviceCMYK cs\s+0 0\.91 0\.76 0 scn/);
      },
    );

    it('a PDF/A-2b has no Separation: the fallback colour instead', async () => {
      const plain = uncompressedPdf(await snap({ type: 'pdf', pdf_standard: 'PDF/A-2b' }));
      expect(plain).not.toMatch(/Separation/);
    });

    it("shows the fallback in PNG as it prints: the band's pixel is the process swatch's, not the naive formula's", async () => {
      const { data, info } = await sharp(await snap({ type: 'image', format: 'png' }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      const band = pixel(500, 100);
      expect(band).toEqual(pixel(500, 520));
      // The naive formula gives rgb(255, 23, 61).
      expect(band).not.toEqual([255, 23, 61]);
      expect(band[0]).toBeGreaterThan(band[1] + 100);
    });

    it('refuses a spot() that does not parse or whose fallback is out of range with a 422 on the property, charging nothing', async () => {
      const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
      const before = await usage();
      for (const [value, message] of [
        ['spot("", cmyk(0, 0, 0, 0))', /spot\(\) takes an ink's name/],
        ['spot(PANTONE, cmyk(0, 0, 0, 0))', /spot\(\) takes an ink's name/],
        ['spot("PANTONE 185 C", #ff0000)', /spot\(\) takes an ink's name/],
        ['spot("PANTONE (185)", cmyk(0, 0, 0, 0))', /spot\(\) takes an ink's name/],
        ['spot("PANTONE 185 C", cmyk(0, 120, 0, 0))', /out of range/],
      ] as const) {
        for (const [type, key] of [
          ['empty', 'background_color'],
          ['text', 'color'],
        ]) {
          const layer = { layer: 'a', type, x: 0, y: 0, width: 10, height: 10, [key]: value };
          const r = await t.request('POST', '/api/v1/templates', {
            token,
            body: { title: 'Bad', width: 100, height: 100, layers: [layer] },
          });
          expect(r.status, r.text).toBe(422);
          expect(r.body.errors[`layers.0.${key}`], r.text).toEqual(
            expect.arrayContaining([expect.stringMatching(message)]),
          );
        }
      }
      expect(await usage()).toBe(before);
    });
  },
);
