import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, poppler, qpdfCheck } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The strings, as a caller sends them: a PDF snap must give them back exactly as typed.
const TEXT = [
  'خصم عرض',
  'it’s “quoted”',
  'दुनिया 👍🏽',
  'שָׁלוֹם',
  'হ্যালো বিশ্ব',
  'สู่ประเทศไทย',
  'こんにちは 안녕하세요 你好',
].join('\n');

describe('a PDF snap over REST', () => {
  let t: TestApp;
  let token: string;
  let templateId: string;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 10 }));
    const layers = [
      { layer: 'body', type: 'text', x: 20, y: 20, width: 760, height: 560, text: 'Placeholder', font_size: 28 },
    ];
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Scripts', width: 800, height: 600, layers },
    });
    expect(r.status, r.text).toBe(201);
    templateId = r.body.data.uuid;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads back every script exactly as the variant typed it', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateId, type: 'pdf', variants: [{ layer: 'body', text: TEXT }] },
    });
    expect(r.status, r.text).toBe(201);
    const file = await fetch(r.body.media_url.replace('http://localhost:0', t.url));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdfText(pdf)).toBe(TEXT);
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    expect(poppler('pdffonts', pdf)).toMatch(/^[A-Z]{6}\+NotoSansArabic-Regular\s.*\byes\s+yes\s+yes\b/m);
  });

  it('reads back a markup layer as its plain text: its tags are styles, its spans real text', async () => {
    const text =
      'Save <b>20%</b> on <span color="#dc2626" font_size="40">everything</span> &amp; <i>more</i><br>it’s <u>“quoted”</u>';
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateId, type: 'pdf', variants: [{ layer: 'body', text, text_format: 'markup' }] },
    });
    expect(r.status, r.text).toBe(201);
    const pdf = Buffer.from(await (await fetch(r.body.media_url.replace('http://localhost:0', t.url))).arrayBuffer());
    expect(pdfText(pdf)).toBe('Save 20% on everything & more\nit’s “quoted”');
    expect(poppler('pdffonts', pdf)).toMatch(/^[A-Z]{6}\+Inter-Bold\s/m);
  });

  it('gives a template made from a Print preset its physical page size, titled, tagged, in its language', async () => {
    const made = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Spring flyer',
        size: 'a4-portrait',
        layers: [
          { layer: 'body', type: 'text', x: 100, y: 100, width: 2000, height: 200, text: 'Bonjour', font_size: 80 },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: made.body.data.uuid, type: 'pdf' },
    });
    expect(r.status, r.text).toBe(201);
    const pdf = Buffer.from(await (await fetch(r.body.media_url.replace('http://localhost:0', t.url))).arrayBuffer());
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^Page size:\s+595\.276? x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+Spring flyer$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(pdfText(pdf)).toBe('Bonjour');
    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
  });

  it('refuses scale with a 422 rather than ignore it, and renders nothing', async () => {
    const before = await t.request('GET', '/api/v1/snaps', { token });
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: templateId, type: 'image', scale: 0.32 },
    });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors.scale[0]).toMatch(/^The scale field is not supported/);
    const after = await t.request('GET', '/api/v1/snaps', { token });
    expect(after.body).toEqual(before.body);
  });
});
