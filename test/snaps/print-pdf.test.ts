import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng, pdfToPng, pixel, poppler, qpdfCheck, uncompressedPdf } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

const MM = 72 / 25.4;
const OK = 'No syntax or stream encoding errors found';

/** pdfinfo -box's boxes of a page (from 1), each as [x1, y1, x2, y2] in points. */
function boxes(pdf: Buffer, page = 1): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  const text = poppler('pdfinfo', pdf, '-box', '-f', String(page), '-l', String(page));
  for (const [, name, values] of text.matchAll(/^Page\s+\d+ (\w+Box):\s+(.*)$/gm))
    out[name] = values.trim().split(/\s+/).map(Number);
  return out;
}

const near = (actual: number[], expected: number[]) => expected.forEach((v, i) => expect(actual[i]).toBeCloseTo(v, 1));

/** The XMP packet, parsed as strict XML (a malformed one throws); its text by element name. */
function xmp(pdf: Buffer): Map<string, string[]> {
  const packet = /<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/.exec(pdf.toString('utf8'))![0];
  const parser = new SaxesParser({ xmlns: true });
  const found = new Map<string, string[]>();
  let open: string | null = null;
  parser.on('opentag', (tag) => (open = tag.name));
  parser.on('text', (text) => open && text.trim() && found.set(open, [...(found.get(open) ?? []), text.trim()]));
  parser.on('closetag', () => (open = null));
  parser.write(packet.replace(/^<\?xpacket[^>]*>|<\?xpacket[^>]*>$/g, '')).close();
  return found;
}

/** Templates of three Print presets and a screen one; the PDF's metadata and boxes are read back as a user would. */
describe('print PDFs: bleed, crop marks, title, language and PDF/A-2b', () => {
  let t: TestApp;
  let token: string;
  let host: Server;
  let base: string;
  const templates: Record<string, string> = {};

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const fileOf = async (mediaUrl: string) =>
    Buffer.from(await (await fetch(mediaUrl.replace('http://localhost:0', t.url))).arrayBuffer());
  /** A synchronous PDF snap; its file, checked by qpdf. */
  const pdfSnap = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { type: 'pdf', ...body } });
    expect(r.status, r.text).toBe(201);
    const pdf = await fileOf(r.body.media_url);
    expect(qpdfCheck(pdf)).toContain(OK);
    return pdf;
  };

  beforeAll(async () => {
    // A CMYK JPEG (as print work often is), served on loopback.
    const cmyk = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    host = createServer((req, res) =>
      req.url === '/cmyk.jpg'
        ? res.writeHead(200, { 'content-type': 'image/jpeg' }).end(cmyk)
        : res.writeHead(404).end(),
    );
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 100 }));
    const text = (width: number) => ({
      layer: 'name',
      type: 'text',
      x: 40,
      y: 40,
      width: width - 80,
      height: 120,
      text: 'Ada Lovelace',
      font_size: 60,
    });
    for (const [key, body] of Object.entries({
      a4: { title: 'Poster', size: 'a4-portrait', layers: [text(2480)] },
      letter: { title: 'Letter', size: 'us-letter-portrait', layers: [text(2550)] },
      card: { title: 'Card & co', size: 'business-card-us', background_color: '#1e3a8a', layers: [text(1050)] },
      screen: { title: 'Banner', width: 1200, height: 630, layers: [text(1200)] },
    })) {
      const r = await t.request('POST', '/api/v1/templates', { token, body });
      expect(r.status, r.text).toBe(201);
      templates[key] = r.body.data.uuid;
    }
  });
  afterAll(async () => {
    await t?.close();
    host?.close();
  });

  it.each([
    ['a4', 595.28, 841.89],
    ['letter', 612, 792],
    ['card', 252, 144],
  ])(
    'a %s template is a page of its physical size, and with bleed grows by it around the same trim',
    async (key, width, height) => {
      const plain = boxes(await pdfSnap({ template_id: templates[key] }));
      near(plain.MediaBox, [0, 0, width, height]);
      near(plain.TrimBox, [0, 0, width, height]);
      near(plain.BleedBox, [0, 0, width, height]);
      const bled = boxes(await pdfSnap({ template_id: templates[key], bleed: 3 }));
      const b = 3 * MM;
      near(bled.MediaBox, [0, 0, width + 2 * b, height + 2 * b]);
      near(bled.BleedBox, [0, 0, width + 2 * b, height + 2 * b]);
      near(bled.TrimBox, [b, b, width + b, height + b]);
    },
  );

  it('draws crop marks beyond the bleed, and paints the background into the bleed', async () => {
    const pdf = await pdfSnap({ template_id: templates.card, bleed: 3, crop_marks: true });
    const margin = (3 + 7) * MM;
    const b = boxes(pdf);
    near(b.MediaBox, [0, 0, 252 + 2 * margin, 144 + 2 * margin]);
    near(b.TrimBox, [margin, margin, 252 + margin, 144 + margin]);
    near(b.BleedBox, [margin - 3 * MM, margin - 3 * MM, 252 + margin + 3 * MM, 144 + margin + 3 * MM]);
    // At 96 dpi (4/3 px a point): the bleed is the card's blue, the crop-mark margin is white.
    const png = decodePng(pdfToPng(pdf));
    const inBleed = Math.round((margin - 1.5 * MM) * (4 / 3));
    expect(pixel(png, inBleed, Math.round(png.height / 2))).toEqual([0x1e, 0x3a, 0x8a, 255]);
    expect(pixel(png, 2, Math.round(png.height / 2))).toEqual([255, 255, 255, 255]);
  });

  it('takes the document title and language from the request, else the template title and the text', async () => {
    const asked = await pdfSnap({ template_id: templates.card, title: 'Tom & Jerry <cards>', lang: 'fr-CA' });
    const info = poppler('pdfinfo', asked);
    expect(info).toMatch(/^Title:\s+Tom & Jerry <cards>$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(uncompressedPdf(asked)).toContain('/Lang (fr-CA)');
    // The XMP packet is well-formed XML with the same title, escaped.
    expect(xmp(asked).get('rdf:li')).toEqual(['Tom & Jerry <cards>']);
    const defaults = await pdfSnap({ template_id: templates.card });
    expect(poppler('pdfinfo', defaults)).toMatch(/^Title:\s+Card & co$/m);
    expect(uncompressedPdf(defaults)).toContain('/Lang (en)');
    expect(poppler('pdfinfo', defaults, '-struct-text')).toContain('"Ada Lovelace"');
  });

  it('makes a PDF/A-2b on request: identified in XMP, sRGB output intent, fonts embedded, an ID, no encryption, no DeviceCMYK', async () => {
    const body = {
      template_id: templates.a4,
      pdf_standard: 'PDF/A-2b',
      title: 'Archive copy',
      variants: [{ layer: 'name', text: 'Kept for ten years', opacity: 0.6 }],
    };
    const plain = await pdfSnap({ ...body, pdf_standard: undefined });
    expect(xmp(plain).has('pdfaid:part')).toBe(false);
    const pdf = await pdfSnap(body);
    const meta = xmp(pdf);
    expect(meta.get('pdfaid:part')).toEqual(['2']);
    expect(meta.get('pdfaid:conformance')).toEqual(['B']);
    expect(meta.get('rdf:li')).toEqual(['Archive copy']);
    expect(meta.get('pdf:Producer')).toEqual(['Snapforge']);
    expect(meta.get('xmp:CreatorTool')).toEqual(['Snapforge']);
    const info = poppler('pdfinfo', pdf);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Encrypted:\s+no$/m);
    // XMP's creation date is the Info dictionary's (PDF/A requires them equal; pdfkit writes it as an object of its own).
    const infoDate = /\(D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z\)/.exec(uncompressedPdf(pdf))!;
    expect(meta.get('xmp:CreateDate')).toEqual([
      `${infoDate[1]}-${infoDate[2]}-${infoDate[3]}T${infoDate[4]}:${infoDate[5]}:${infoDate[6]}Z`,
    ]);
    const raw = uncompressedPdf(pdf);
    expect(raw).toMatch(/\/OutputIntents \[\s*\d+ 0 R\s*\]/);
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    expect(raw).toMatch(/\/OutputConditionIdentifier \(sRGB IEC61966-2\.1\)/);
    expect(raw).toMatch(/\/DestOutputProfile \d+ 0 R/);
    expect(raw).toMatch(/trailer\s*<<[\s\S]*\/ID \[<[0-9a-f]{32}> ?<[0-9a-f]{32}>\]/);
    expect(raw).not.toContain('/Encrypt');
    // The translucent text is a constant opacity (ca), which PDF/A-2 allows; no blend mode other than Normal.
    expect(raw).toMatch(/\/ca 0\.6/);
    expect(raw).not.toMatch(/\/BM \/(?!Normal)/);
    const fonts = poppler('pdffonts', pdf).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/ yes yes yes /);

    // A CMYK JPEG is embedded as it came in a plain PDF, as RGB in a PDF/A (its output intent is sRGB).
    const photo = {
      layer: 'photo',
      type: 'image',
      x: 100,
      y: 400,
      width: 800,
      height: 600,
      image_url: `${base}/cmyk.jpg`,
    };
    const made = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Print photo', size: 'a4-portrait', layers: [photo] },
    });
    const withPhoto = { template_id: made.body.data.uuid };
    expect(uncompressedPdf(await pdfSnap(withPhoto))).toContain('/ColorSpace /DeviceCMYK');
    const archived = await pdfSnap({ ...withPhoto, pdf_standard: 'PDF/A-2b' });
    expect(uncompressedPdf(archived)).not.toContain('/DeviceCMYK');
    expect(uncompressedPdf(archived)).toContain('/ColorSpace /DeviceRGB');
    // And it shows the colour the PNG snap shows (the raster formats decode CMYK alike).
    const png = await t.request('POST', '/api/v1/snaps', { token, body: withPhoto });
    const shown = pixel(decodePng(await fileOf(png.body.media_url)), 500, 700);
    const inPdf = pixel(
      decodePng(pdfToPng(archived)),
      Math.round(500 * (595.28 / 2480) * (4 / 3)),
      Math.round(700 * (841.89 / 3508) * (4 / 3)),
    );
    inPdf.forEach((v, i) => expect(Math.abs(v - shown[i])).toBeLessThanOrEqual(8));
  });

  it('puts bleed and a title on every page of a document, and on a batch of them; through GraphQL too', async () => {
    const pdf = await pdfSnap({
      pages: [{ template_id: templates.a4 }, { template_id: templates.card }],
      bleed: 2,
      title: 'Set',
    });
    near(boxes(pdf, 1).TrimBox, [2 * MM, 2 * MM, 595.28 + 2 * MM, 841.89 + 2 * MM]);
    near(boxes(pdf, 2).TrimBox, [2 * MM, 2 * MM, 252 + 2 * MM, 144 + 2 * MM]);
    expect(poppler('pdfinfo', pdf)).toMatch(/^Title:\s+Set$/m);

    const items = [{ identifier: 'ada', title: 'Card of Ada' }, { identifier: 'plain' }];
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templates.card, type: 'pdf', bleed: 3, lang: 'de', pdf_standard: 'PDF/A-2b', items },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await waitFor(async () => {
      const b = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token });
      return b.body.status === 'completed' ? b.body : null;
    }, 30_000);
    const [ada, plain] = await Promise.all(batch.items.map((i: { media_url: string }) => fileOf(i.media_url)));
    for (const file of [ada, plain]) {
      expect(qpdfCheck(file)).toContain(OK);
      near(boxes(file).TrimBox, [3 * MM, 3 * MM, 252 + 3 * MM, 144 + 3 * MM]);
      expect(uncompressedPdf(file)).toContain('/Lang (de)');
      expect(xmp(file).get('pdfaid:part')).toEqual(['2']);
    }
    expect(poppler('pdfinfo', ada)).toMatch(/^Title:\s+Card of Ada$/m);
    expect(poppler('pdfinfo', plain)).toMatch(/^Title:\s+Card & co$/m);

    const res = await t.graphql(
      'mutation ($input: CreateSnapInput!) { createSnap(input: $input) { snaps { status mediaUrl } } }',
      {
        input: {
          templateId: templates.letter,
          type: 'pdf',
          bleed: 5,
          cropMarks: false,
          title: 'From GraphQL',
          lang: 'en-US',
          pdfStandard: 'PDF/A-2b',
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    const file = await fileOf(res.data.createSnap.snaps[0].mediaUrl);
    expect(qpdfCheck(file)).toContain(OK);
    near(boxes(file).TrimBox, [5 * MM, 5 * MM, 612 + 5 * MM, 792 + 5 * MM]);
    expect(poppler('pdfinfo', file)).toMatch(/^Title:\s+From GraphQL$/m);
  });

  it('refuses bad document options with 422 naming the field, before anything is rendered or charged', async () => {
    const before = await available();
    const refused = async (body: Record<string, unknown>, path = '/api/v1/snaps') => {
      const r = await t.request('POST', path, { token, body });
      expect(r.status, r.text).toBe(422);
      return r.body.errors as Record<string, string[]>;
    };
    const card = { template_id: templates.card, type: 'pdf' };
    expect(await refused({ ...card, bleed: -1 })).toEqual({
      bleed: ['The bleed field must be between 0 and 10 (millimetres).'],
    });
    expect(await refused({ ...card, bleed: 20 })).toEqual({
      bleed: ['The bleed field must be between 0 and 10 (millimetres).'],
    });
    expect(await refused({ ...card, bleed: '3mm' })).toEqual({ bleed: ['The bleed field must be a number.'] });
    expect(await refused({ template_id: templates.card, bleed: 3, crop_marks: true })).toEqual({
      bleed: ['The bleed field is only valid for type pdf.'],
      crop_marks: ['The crop marks field is only valid for type pdf.'],
    });
    expect(await refused({ template_id: templates.screen, type: 'pdf', bleed: 3 })).toEqual({
      bleed: [
        'The bleed field is only valid for print templates (made with a Print size preset): the template "Banner" is a screen template.',
      ],
    });
    expect(
      await refused({
        type: 'pdf',
        pages: [{ template_id: templates.card }, { template_id: templates.screen }],
        crop_marks: true,
      }),
    ).toEqual({
      crop_marks: [
        'The crop marks field is only valid for print templates (made with a Print size preset): the template "Banner" is a screen template.',
      ],
    });
    expect(await refused({ ...card, pdf_standard: 'PDF/A-1b' })).toEqual({
      pdf_standard: ['The selected pdf standard is invalid. Valid values: PDF/A-2b, PDF/A-3b, PDF/X-4.'],
    });
    expect(await refused({ ...card, lang: 'English please' })).toEqual({
      lang: ['The lang field must be a BCP 47 language tag, such as en, fr-CA or zh-Hant.'],
    });
    expect(await refused({ ...card, title: '' })).toEqual({
      title: ['The title field must have at least 1 characters.'],
    });
    // In a batch: the options on the batch, the title on its item.
    expect(
      await refused({ template_id: templates.screen, type: 'pdf', bleed: 3, items: [{}] }, '/api/v1/snaps/batches'),
    ).toEqual({
      bleed: [
        'The bleed field is only valid for print templates (made with a Print size preset): the template "Banner" is a screen template.',
      ],
    });
    expect(
      await refused({ template_id: templates.card, items: [{ title: 'x' }], lang: 'fr' }, '/api/v1/snaps/batches'),
    ).toEqual({
      lang: ['The lang field is only valid for type pdf.'],
      'items.0.title': ['The items.0.title field is only valid for type pdf.'],
    });
    // A screen template takes a bleed of 0 and no crop marks: nothing to refuse.
    await pdfSnap({ template_id: templates.screen, bleed: 0, crop_marks: false });
    expect(await available()).toBe(before - 1);
  });
});
