import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler, qpdfCheck, uncompressedPdf } from '../render/helpers.js';
import { mediaFile } from '../support/media-file.js';
import { ROOT, TMP } from '../support/paths.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// A print template's PDF defaults (issue 46; docs/rendering.md "Print defaults"): `print` stored with the design
// over REST and GraphQL, only on print templates, versioned and carried by bundles; a PDF of the template takes each
// default its request does not give, an image none.

const PRINT = { pdf_standard: 'PDF/X-4', bleed: 3, crop_marks: true };
const LAYERS = [
  { layer: 'band', type: 'empty', x: 0, y: 0, width: 1240, height: 300, background_color: 'cmyk(100, 40, 0, 10)' },
  { layer: 'name', type: 'text', x: 100, y: 600, width: 1000, height: 150, text: 'Ada Lovelace', font_size: 80 },
];
const READ = 'query($u: String!) { template(uuid: $u) { size print } }';
const WRITE = 'mutation($id: Int!, $i: TemplateInput!) { updateTemplate(id: $id, input: $i) { print } }';

/** A page's box from `pdfinfo -box` as [x1, y1, x2, y2] points. */
function box(info: string, name: string): number[] | undefined {
  const m = new RegExp(`${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`).exec(info);
  return m?.slice(1).map(Number);
}

const MM = 72 / 25.4;

/** A PDF/X-4 read back (qpdf clean, its output intent and XMP identification), then its trim, bleed and media boxes. */
function pdfxBoxes(pdf: Buffer): number[][] {
  expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
  const whole = uncompressedPdf(pdf);
  expect(whole).toMatch(/\/S \/GTS_PDFX/);
  expect(whole).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
  const info = poppler('pdfinfo', pdf, '-box');
  return [box(info, 'TrimBox')!, box(info, 'BleedBox')!, box(info, 'MediaBox')!];
}

describe('print defaults of a template', { timeout: 120_000 }, () => {
  let t: TestApp;
  let token: string;
  let uuid: string;
  let id: number;
  const templates = () => t.app.services.database.prisma.template.count();
  const pdfOf = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid, type: 'pdf', ...body } });
    expect(r.status, r.text).toBe(201);
    return mediaFile(t, r.body.media_url);
  };

  beforeAll(async () => {
    t = await startTestApp('postgres');
    ({ token } = await t.account({ credits: 50 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Certificate', size: 'a6-portrait', layers: LAYERS, print: PRINT },
    });
    expect(r.status, r.text).toBe(201);
    ({ uuid, id } = r.body.data);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stores print with the template: REST reads and lists it, GraphQL reads and writes it in the same names', async () => {
    const one = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(one.body.print).toEqual(PRINT);
    const list = await t.request('GET', '/api/v1/templates', { token });
    expect(list.body.data.find((x: any) => x.uuid === uuid).print).toEqual(PRINT);
    const read = await t.graphql(READ, { u: uuid }, token);
    expect(read.data.template).toEqual({ size: 'a6-portrait', print: PRINT });

    const made = await t.graphql(
      'mutation($i: TemplateInput!) { createTemplate(input: $i) { id uuid print } }',
      { i: { title: 'Flyer', size: 'a5-portrait', print: { pdf_standard: 'PDF/A-2b' } } },
      token,
    );
    expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    expect(made.data.createTemplate.print).toEqual({ pdf_standard: 'PDF/A-2b' });
    const changed = await t.graphql(
      WRITE,
      { id: made.data.createTemplate.id, i: { title: 'Flyer', print: null } },
      token,
    );
    expect(changed.data.updateTemplate.print).toBeNull();
  });

  it('refuses print on a screen template, and a print it cannot take, with a 422 on the field and nothing stored', async () => {
    const before = await templates();
    const screen = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Post', size: 'instagram-post', print: PRINT },
    });
    expect(screen.status).toBe(422);
    expect(screen.body.errors.print[0]).toMatch(/only valid for print templates.*instagram-post is a screen size/);
    const sized = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Post', width: 800, height: 600, print: { bleed: 3 } },
    });
    expect(sized.status).toBe(422);
    expect(Object.keys(sized.body.errors)).toEqual(['print']);
    const wrong = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Card', size: 'a6-portrait', print: { pdf_standard: 'PDF/X-1a', bleed: 11, inks: 4 } },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['print.bleed', 'print.inks', 'print.pdf_standard']);
    expect(await templates()).toBe(before);

    // A print template made a screen one keeps nothing: its print must go with its page.
    const resized = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Certificate', size: 'instagram-post' },
    });
    expect(resized.status).toBe(422);
    expect(resized.body.errors.print[0]).toMatch(/print: null/);
    const gql = await t.graphql(WRITE, { id, i: { title: 'Certificate', width: 500, height: 500 } }, token);
    expect(gql.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(gql.errors[0].extensions.errors)).toEqual(['print']);
    const still = await t.request('GET', `/api/v1/templates/${uuid}`, { token });
    expect(still.body).toMatchObject({ size: 'a6-portrait', print: PRINT, version: 1 });
  });

  it('a PDF takes the defaults: a PDF/X-4 with its output intent, a 3 mm bleed and crop marks', async () => {
    const pdf = await pdfOf({});
    const [trim, bleed, media] = pdfxBoxes(pdf);
    // A6 is 105 x 148 mm; the bleed 3 mm beyond the trim on every side; crop marks outside the bleed.
    expect(trim[2] - trim[0]).toBeCloseTo(105 * MM, 0);
    expect(trim[0] - bleed[0]).toBeCloseTo(3 * MM, 1);
    expect(bleed[3] - trim[3]).toBeCloseTo(3 * MM, 1);
    expect(media[2] - media[0]).toBeGreaterThan(bleed[2] - bleed[0]);
  });

  it('a request gives its own options, each over the default of the same name; an image takes none', async () => {
    const archive = await pdfOf({ pdf_standard: 'PDF/A-2b', bleed: 0, crop_marks: false });
    const whole = uncompressedPdf(archive);
    expect(whole).not.toMatch(/GTS_PDFX/);
    expect(whole).toMatch(/\/S \/GTS_PDFA1/);
    const info = poppler('pdfinfo', archive, '-box');
    expect(box(info, 'MediaBox')![2]).toBeCloseTo(105 * MM, 0);
    // Only the bleed given: the standard and the crop marks are still the template's.
    const bled = await pdfOf({ bleed: 5 });
    const boxes = poppler('pdfinfo', bled, '-box');
    expect(box(boxes, 'TrimBox')![0] - box(boxes, 'BleedBox')![0]).toBeCloseTo(5 * MM, 1);
    expect(uncompressedPdf(bled)).toMatch(/\/S \/GTS_PDFX/);
    // Protection, which no PDF standard allows, sets the template's standard aside: what the request asked for.
    const locked = await pdfOf({ pdf_protection: { owner_password: 'owner-secret', user_password: 'reader' } });
    const file = join(TMP, `print-defaults-${process.pid}.pdf`);
    await writeFile(file, locked);
    const shown = execFileSync('qpdf', ['--show-encryption', '--password=reader', file]);
    await rm(file);
    expect(shown.toString()).toContain('stream encryption method: AESv3');
    // An image draws the page as it always did.
    const png = await t.request('POST', '/api/v1/snaps', { token, body: { template_id: uuid } });
    expect(png.status, png.text).toBe(201);
    const row = await t.app.services.database.prisma.snap.findUniqueOrThrow({ where: { id: png.body.id } });
    expect([row.type, row.pdfOptions]).toEqual(['image', null]);
    const pdfRow = await t.app.services.database.prisma.snap.findFirstOrThrow({
      where: { templateUuid: uuid, type: 'pdf' },
      orderBy: { createdAt: 'asc' },
    });
    expect(pdfRow.pdfOptions).toMatchObject({ standard: 'PDF/X-4', bleed: 3, cropMarks: true, flatten: true });
  });

  it("a batch of PDFs and a GraphQL snap take the defaults too, the request's own options over them", async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: uuid, type: 'pdf', crop_marks: false, items: [{ identifier: 'one' }] },
    });
    expect(r.status, r.text).toBe(202);
    const batch = await waitFor(async () => {
      const b = await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token });
      return b.body.status === 'completed' ? b.body : null;
    }, 60_000);
    const item = await mediaFile(t, batch.items[0].media_url);
    expect(uncompressedPdf(item)).toMatch(/\/S \/GTS_PDFX/);
    const boxes = poppler('pdfinfo', item, '-box');
    // The template's 3 mm of bleed, and no crop marks: the media box is the bleed box.
    expect(box(boxes, 'TrimBox')![0] - box(boxes, 'BleedBox')![0]).toBeCloseTo(3 * MM, 1);
    expect(box(boxes, 'MediaBox')).toEqual(box(boxes, 'BleedBox'));

    const g = await t.graphql(
      'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { mediaUrl } } }',
      { i: { templateId: uuid, type: 'pdf', pdfStandard: 'PDF/A-3b' } },
      token,
    );
    expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
    const file = await mediaFile(t, g.data.createSnap.snaps[0].mediaUrl);
    expect(uncompressedPdf(file)).not.toMatch(/GTS_PDFX/);
    expect(box(poppler('pdfinfo', file, '-box'), 'BleedBox')).not.toEqual(
      box(poppler('pdfinfo', file, '-box'), 'TrimBox'),
    );
  });

  it('versions keep print: a change is a new version, and the diff says what changed', async () => {
    const r = await t.request('PATCH', `/api/v1/templates/${id}`, {
      token,
      body: { title: 'Certificate', print: { ...PRINT, bleed: 5 } },
    });
    expect(r.status, r.text).toBe(200);
    const diff = await t.request('GET', `/api/v1/templates/${uuid}/versions/1/diff?to=2`, { token });
    expect(diff.body.data.changes).toEqual(['print: bleed 3 → 5']);
    const v1 = await t.request('GET', `/api/v1/templates/${uuid}/versions/1`, { token });
    expect(v1.body.data.design.print).toEqual(PRINT);
    const gql = await t.graphql(
      'query($u: String!) { templateVersionDiff(uuid: $u, from: 2, to: 1) { changes } }',
      { u: uuid },
      token,
    );
    expect(gql.data.templateVersionDiff.changes).toEqual(['print: bleed 5 → 3']);
  });

  it('a design bundle carries print: exported, imported, the same', async () => {
    const res = await fetch(`${t.url}/api/v1/templates/${uuid}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const bundle = Buffer.from(await res.arrayBuffer());
    const manifest = JSON.parse(Buffer.from(unzipSync(bundle)['snapforge-template.json']).toString());
    expect(manifest.template.print).toEqual({ ...PRINT, bleed: 5 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bundle)], { type: 'application/zip' }), 'card.zip');
    const imported = await fetch(`${t.url}/api/v1/templates/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    const body = (await imported.json()) as any;
    expect(imported.status, JSON.stringify(body)).toBe(201);
    const copy = await t.graphql(READ, { u: body.data.uuid }, token);
    expect(copy.data.template.print).toEqual({ ...PRINT, bleed: 5 });
  });

  it('template files carry print: pulled, pushed to another account, pulled again byte for byte', async () => {
    const work = await mkdtemp(join(TMP, 'print-files-'));
    try {
      const other = await t.account({ credits: 5 });
      const [from, to] = [
        { SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: token },
        { SNAPFORGE_URL: t.url, SNAPFORGE_TOKEN: other.token },
      ];
      const pulled = await cli(['pull', join(work, 'a')], from);
      expect(pulled.code, pulled.stderr).toBe(0);
      const file = await readFile(join(work, 'a', 'certificate', 'template.json'));
      expect(JSON.parse(file.toString()).print).toEqual({ ...PRINT, bleed: 5 });
      const pushed = await cli(['push', join(work, 'a')], to);
      expect(pushed.code, pushed.stderr).toBe(0);
      const again = await cli(['pull', join(work, 'b')], to);
      expect(again.code, again.stderr).toBe(0);
      expect((await readFile(join(work, 'b', 'certificate', 'template.json'))).equals(file)).toBe(true);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('renders docs/rendering.md "Print defaults" as pasted: the template, then the bare PDF snap', async () => {
    const section = (await readFile(join(ROOT, 'docs/rendering.md'), 'utf8'))
      .split('\n### Print defaults\n')[1]
      .split('\n### ')[0];
    const [body, snapBody] = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json));
    expect(body.print).toEqual(PRINT);
    const r = await t.request('POST', '/api/v1/templates', { token, body });
    expect(r.status, r.text).toBe(201);
    expect(snapBody).toEqual({ template_id: '<template uuid>', type: 'pdf' });
    const made = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { ...snapBody, template_id: r.body.data.uuid },
    });
    expect(made.status, made.text).toBe(201);
    const pdf = await mediaFile(t, made.body.media_url);
    const [trim, bleed, media] = pdfxBoxes(pdf);
    expect(trim[2] - trim[0]).toBeCloseTo(105 * MM, 0);
    expect(bleed[2] - bleed[0]).toBeCloseTo((105 + 6) * MM, 0);
    expect(media[2] - media[0]).toBeGreaterThan(bleed[2] - bleed[0]);
  });
});
