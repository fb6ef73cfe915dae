import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as lcmsWasm from 'lcms-wasm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, poppler, qpdfCheck, uncompressedPdf } from '../render/helpers.js';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const OK = 'No syntax or stream encoding errors found';

/** Every page's content streams, decoded: qpdf's QDF mode marks each ("%% Contents for page N"). */
function contentStreams(pdf: Buffer): string[] {
  const file = join(tmpdir(), `print-colour-${process.pid}.pdf`);
  writeFileSync(file, pdf);
  const qdf = execFileSync('qpdf', ['--qdf', '--object-streams=disable', file, '-'], {
    encoding: 'latin1',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [
    ...qdf.matchAll(/%% Contents for page \d+\n(?:%%[^\n]*\n)*\d+ 0 obj\n[\s\S]*?stream\n([\s\S]*?)endstream/g),
  ].map((m) => m[1]);
}

/** The embedded output-intent profile's bytes, as qpdf reads them out of the file. */
function outputProfile(pdf: Buffer): Buffer {
  const file = join(tmpdir(), `print-profile-${process.pid}.pdf`);
  writeFileSync(file, pdf);
  // One file both read and asked: object numbers are that file's.
  const plain = execFileSync('qpdf', ['--stream-data=uncompress', '--object-streams=disable', file, '-']);
  writeFileSync(file, plain);
  const id = /\/DestOutputProfile (\d+) 0 R/.exec(plain.toString('latin1'))![1];
  return execFileSync('qpdf', [`--show-object=${id}`, '--filtered-stream-data', file], { maxBuffer: 16 * 1024 * 1024 });
}

/** A print template with inks, an RGB shape, a gradient, a shadow and a PNG photo; read back as a print shop would. */
// Each render is a real one on a shared 2-core machine: a first PDF/X loads the profile and LittleCMS in its worker.
describe('print colour: cmyk(), PDF/X-4 and the soft proof in images', { timeout: 90_000 }, () => {
  let t: TestApp;
  let token: string;
  let host: Server;
  let template: string;

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const fileOf = async (mediaUrl: string) =>
    Buffer.from(await (await fetch(mediaUrl.replace('http://localhost:0', t.url))).arrayBuffer());
  const snap = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: template, ...body } });
    expect(r.status, r.text).toBe(201);
    return fileOf(r.body.media_url);
  };

  beforeAll(async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 4, background: '#22aa44' } })
      .png()
      .toBuffer();
    host = createServer((req, res) =>
      req.url === '/photo.png'
        ? res.writeHead(200, { 'content-type': 'image/png' }).end(photo)
        : res.writeHead(404).end(),
    );
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Certificate',
        size: 'business-card-us',
        background_color: 'cmyk(0%, 0%, 10%, 0%)',
        layers: [
          {
            layer: 'band',
            type: 'empty',
            x: 0,
            y: 0,
            width: 1050,
            height: 150,
            background_color: 'cmyk(100%, 40%, 0%, 10%)',
          },
          {
            layer: 'rule',
            type: 'empty',
            x: 100,
            y: 520,
            width: 850,
            height: 10,
            background_color: '#1e3a8a',
            shadow_blur: 12,
            shadow_color: 'cmyk(0, 0, 0, 60)',
          },
          {
            layer: 'fade',
            type: 'empty',
            x: 100,
            y: 440,
            width: 850,
            height: 50,
            background_color: 'linear-gradient(90deg, cmyk(0, 90, 80, 0), #ffcc00)',
          },
          { layer: 'photo', type: 'image', x: 800, y: 200, width: 200, height: 130, image_url: `${base}/photo.png` },
          {
            layer: 'name',
            type: 'text',
            x: 100,
            y: 250,
            width: 650,
            height: 120,
            text: 'Ada Lovelace',
            font_size: 60,
            color: 'cmyk(0, 90, 80, 0)',
          },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    host?.close();
  });

  it('writes a PDF/X-4: inks only in every content stream and image, the output intent and its profile, the boxes, the version keys', async () => {
    const pdf = await snap({ type: 'pdf', pdf_standard: 'PDF/X-4', bleed: 3 });
    expect(qpdfCheck(pdf)).toContain(OK);
    const streams = contentStreams(pdf);
    expect(streams.length).toBeGreaterThan(0);
    for (const s of streams) {
      // No RGB colour operator (rg, RG) and no RGB colour space set for sc/scn.
      expect(s).not.toMatch(/(^|\s)(rg|RG)(\s|$)/);
      expect(s).not.toMatch(/DeviceRGB/);
    }
    const all = streams.join('\n');
    // The cmyk() colours are written as given (pdfkit writes inks 0-1).
    expect(all).toMatch(/\/DeviceCMYK cs\s+0 0\.9 0\.8 0 scn/);
    expect(all).toMatch(/\/DeviceCMYK cs\s+1 0\.4 0 0\.1 scn/);
    const whole = uncompressedPdf(pdf);
    expect(whole).not.toContain('/DeviceRGB');
    expect(whole).toMatch(/\/S \/GTS_PDFX/);
    expect(whole).toMatch(/\/OutputConditionIdentifier \(Custom\)/);
    expect(whole).toMatch(/\/GTS_PDFXVersion \d+ 0 R/);
    expect(whole).toContain('(PDF/X-4)');
    expect(whole).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    // The photo (an RGB PNG) is an image in inks; the shadow too.
    const images = poppler('pdfimages', pdf, '-list');
    const colours = [...images.matchAll(/^\s*\d+\s+\d+\s+(?:image|smask)\s+\d+\s+\d+\s+(\w+)/gm)].map((m) => m[1]);
    expect(colours).toContain('cmyk');
    expect(colours.filter((c) => c === 'rgb')).toEqual([]);
    // Text stays text, every page has its trim and bleed.
    expect(pdfText(pdf)).toContain('Ada Lovelace');
    const info = poppler('pdfinfo', pdf, '-box');
    expect(info).toMatch(/TrimBox:/);
    expect(info).toMatch(/BleedBox:/);
    const profile = outputProfile(pdf);
    expect(profile.toString('latin1', 16, 20)).toBe('CMYK');
    expect(profile.toString('latin1', 12, 16)).toBe('prtr');
  });

  it("shows inks in PNG as the profile prints them: a pixel is lcms's own conversion of the cmyk() value", async () => {
    const pdf = await snap({ type: 'pdf', pdf_standard: 'PDF/X-4' });
    const lcms = await lcmsWasm.instantiate();
    const icc = outputProfile(pdf);
    const at = lcms._malloc(icc.length);
    lcms.HEAPU8.set(icc, at);
    const cmyk = lcms._cmsOpenProfileFromMem(at, icc.length);
    lcms._free(at);
    const srgb = lcms.cmsCreate_sRGBProfile();
    const transform = lcms.cmsCreateTransform(
      cmyk,
      lcmsWasm.TYPE_CMYK_8,
      srgb,
      lcmsWasm.TYPE_RGB_8,
      lcmsWasm.INTENT_RELATIVE_COLORIMETRIC,
      0,
    );
    const expected = [...lcms.cmsDoTransform(transform, new Uint8Array([255, 102, 0, 26]), 1)];
    for (const format of ['png', 'jpeg', 'webp']) {
      const image = await snap({ type: 'image', format });
      const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
      const x = 100;
      const y = 100; // inside the band, cmyk(100%, 40%, 0%, 10%)
      const i = (y * info.width + x) * info.channels;
      const got = [data[i], data[i + 1], data[i + 2]];
      got.forEach((v, c) =>
        expect(Math.abs(v - expected[c]), `${format}: ${got} vs ${expected}`).toBeLessThanOrEqual(
          format === 'png' ? 1 : 4,
        ),
      );
    }
    // Not the naive formula's colour (0, 138, 230): the profile's.
    expect(expected).not.toEqual([0, 138, 230]);
  });

  it('refuses a cmyk() out of range, and PDF/X-4 with attachments, with a 422 naming the field; nothing charged', async () => {
    const before = await available();
    const bad = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Bad ink',
        width: 400,
        height: 300,
        layers: [
          { layer: 'name', type: 'text', x: 0, y: 0, width: 400, height: 100, text: 'x', color: 'cmyk(0, 120, 0, 0)' },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['layers.0.color']);
    expect(bad.body.errors['layers.0.color'][0]).toMatch(/cmyk\(\) takes four ink percentages from 0 to 100/);
    const fill = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Bad ink',
        width: 400,
        height: 300,
        background_color: 'linear-gradient(cmyk(0, 0, 0, 101), white)',
      },
    });
    expect(fill.status).toBe(422);
    expect(Object.keys(fill.body.errors)).toEqual(['background_color']);
    const attached = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: template,
        type: 'pdf',
        pdf_standard: 'PDF/X-4',
        attachments: [{ name: 'data.csv', mime_type: 'text/csv', content: Buffer.from('a,b').toString('base64') }],
      },
    });
    expect(attached.status).toBe(422);
    expect(Object.keys(attached.body.errors)).toEqual(['attachments']);
    expect(await available()).toBe(before);
  });

  it('renders docs/rendering.md "Print colour" as pasted: the template, then the PDF/X-4 snap', async () => {
    const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8')
      .split('\n### Print colour\n')[1]
      .split('\n### ')[0];
    const [body, snapBody] = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json));
    const r = await t.request('POST', '/api/v1/templates', { token, body });
    expect(r.status, r.text).toBe(201);
    expect(snapBody.template_id).toBe('<template uuid>');
    const made = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { ...snapBody, template_id: r.body.data.uuid },
    });
    expect(made.status, made.text).toBe(201);
    const pdf = await fileOf(made.body.media_url);
    expect(qpdfCheck(pdf)).toContain(OK);
    for (const s of contentStreams(pdf)) expect(s).not.toMatch(/(^|\s)(rg|RG)(\s|$)|DeviceRGB/);
    expect(uncompressedPdf(pdf)).toMatch(/\/S \/GTS_PDFX/);
    const box = (name: string) =>
      poppler('pdfinfo', pdf, '-box')
        .match(new RegExp(`${name}:\\s+(.*)`))![1]
        .trim()
        .split(/\s+/)
        .map(Number);
    const bleed = (3 * 72) / 25.4;
    // The trim is the card (252 x 144 pt) inside the bleed, which the crop marks' margin surrounds.
    expect(box('TrimBox')[2] - box('TrimBox')[0]).toBeCloseTo(252, 1);
    expect(box('BleedBox')[2] - box('BleedBox')[0]).toBeCloseTo(252 + 2 * bleed, 1);
  });
});
