import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';
import { makeP12, pemLines } from './certificates.js';

const PASSWORD = 'p12-pass-7c1e';
const tmp = (name: string) => join(process.env.TMPDIR ?? '/tmp', `sig-${process.pid}-${name}`);

/** pdfsig's report of a PDF's bytes. */
function pdfsig(pdf: Buffer): string {
  const file = tmp(`${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

describe('signed PDFs: an account stores PKCS#12 certificates sealed and signs snaps with them (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  const good = makeP12({ cn: 'Jane Signer', password: PASSWORD });
  let certificateId: string;

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const secretsIn = (text: string) =>
    [good.base64.slice(0, 200), PASSWORD, ...pemLines(good.keyPem)].filter((s) => text.includes(s));

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Contract',
        width: 800,
        height: 400,
        layers: [
          { layer: 'body', type: 'text', x: 40, y: 40, width: 720, height: 100, text: 'Signed terms', font_size: 40 },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a certificate and lists its metadata only: never the file, its key or its password', async () => {
    const r = await t.request('POST', '/api/v1/certificates', {
      token,
      body: { name: 'Legal', file: good.base64, password: PASSWORD },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ name: 'Legal', subject: 'CN=Jane Signer, O=Snapforge Tests' });
    expect(r.body.issuer).toBe(r.body.subject);
    expect(r.body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(r.body.valid_until).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    certificateId = r.body.id;
    expect(secretsIn(r.text)).toEqual([]);
    const list = await t.request('GET', '/api/v1/certificates', { token });
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([certificateId]);
    expect(secretsIn(list.text)).toEqual([]);
    const gql = await t.graphql('{ certificates { id name subject validUntil fingerprint } }', {}, token);
    expect(gql.data.certificates[0].id).toBe(certificateId);
    // Sealed at rest: the row holds neither the file nor the password in the clear.
    const row = await t.app.services.database.prisma.signingCertificate.findUniqueOrThrow({
      where: { id: certificateId },
    });
    const raw = Buffer.from(row.sealed);
    expect(raw.includes(Buffer.from(good.base64, 'base64').subarray(0, 64))).toBe(false);
    expect(raw.includes(Buffer.from(good.base64.slice(0, 64)))).toBe(false);
    expect(raw.includes(Buffer.from(PASSWORD))).toBe(false);
  });

  it('signs a PDF invisibly: pdfsig verifies it, names the signer and the time; one changed byte breaks it', async () => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: {
        template_id: template,
        type: 'pdf',
        pdf_signature: { certificate_id: certificateId, reason: 'Contract agreed', location: 'Lyon' },
      },
    });
    expect(r.status, r.text).toBe(201);
    expect(secretsIn(r.text)).toEqual([]);
    const pdf = await mediaFile(t, r.body.media_url);
    const report = pdfsig(pdf);
    expect(report).toContain('Signer Certificate Common Name: Jane Signer');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toMatch(/Signing Time: \S+/);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signed Ranges: [0 - ');
    expect(report).toMatch(/Total document signed/);
    // A byte of the signed range changed (a letter of the document's text drawn in the content's dictionary).
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('/Producer');
    expect(at).toBeGreaterThan(0);
    changed[at + 2] ^= 0x20;
    const broken = pdfsig(changed);
    expect(broken).not.toContain('Signature is Valid.');
    expect(broken).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('signs visibly in its placement (GraphQL): the widget sits in the box asked, with an appearance', async () => {
    const r = await t.graphql(
      `mutation($input: CreateSnapInput!) { createSnap(input: $input) { snaps { id mediaUrl } } }`,
      {
        input: {
          templateId: template,
          type: 'pdf',
          pdfSignature: { certificateId, reason: 'Approved', placement: { x: 300, y: 200, width: 200, height: 60 } },
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const pdf = await mediaFile(t, r.data.createSnap.snaps[0].mediaUrl);
    expect(pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    const doc = await PDFDocument.load(pdf);
    const page = doc.getPage(0);
    const { height } = page.getSize();
    const widget = doc.getForm().getFields()[0].acroField.getWidgets()[0];
    expect(doc.getForm().getFields()[0].constructor.name).toBe('PDFSignature');
    const rect = widget.getRectangle();
    expect([rect.x, rect.y, rect.width, rect.height].map(Math.round)).toEqual([300, Math.round(height - 260), 200, 60]);
    expect(widget.dict.get(PDFName.of('AP'))).toBeDefined();
    // The appearance is drawn: the box's pixels are not all white in poppler's render.
    const file = tmp('visible.pdf');
    writeFileSync(file, pdf);
    const ppm = execFileSync('pdftoppm', [
      '-r',
      '72',
      '-gray',
      '-x',
      '300',
      '-y',
      '200',
      '-W',
      '200',
      '-H',
      '60',
      file,
    ]);
    const pixels = ppm.subarray(ppm.length - 200 * 60);
    expect(pixels.some((p) => p < 128)).toBe(true);
  });

  it('refuses a file that does not parse, a wrong password, an expired certificate and a 10 KB password: a 422 naming the field, nothing stored', async () => {
    const expired = makeP12({ cn: 'Old', password: PASSWORD, fromDays: -400, toDays: -1 });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ file: Buffer.from('not a certificate').toString('base64') }, 'file', /PKCS#12/],
      [{ password: 'wrong' }, 'password', /does not open/],
      [{ file: expired.base64 }, 'file', /expired/],
      [{ password: 'x'.repeat(10_240) }, 'password', /must not be longer than 1024 bytes/],
      [{ name: '' }, 'name', /required/],
    ];
    for (const [override, field, message] of cases) {
      const r = await t.request('POST', '/api/v1/certificates', {
        token,
        body: { name: 'Bad', file: good.base64, password: PASSWORD, ...override },
      });
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field]?.join(' '), r.text).toMatch(message);
      expect(secretsIn(r.text)).toEqual([]);
      expect(r.text).not.toContain('x'.repeat(200));
    }
    expect(await t.app.services.database.prisma.signingCertificate.count()).toBe(1);
  });

  it('refuses an unknown certificate, protection, a PDF/A standard and an image: a 422 naming the field, nothing rendered or charged', async () => {
    const before = await available();
    const snapsBefore = await t.app.services.database.prisma.snap.count();
    const sig = { certificate_id: certificateId };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { pdf_signature: { certificate_id: '00000000-0000-4000-8000-000000000000' } },
        'pdf_signature.certificate_id',
        /names no certificate/,
      ],
      [{ pdf_signature: {} }, 'pdf_signature.certificate_id', /required/],
      [{ pdf_signature: sig, pdf_protection: { owner_password: 'owner-1' } }, 'pdf_signature', /pdf protection/],
      [{ pdf_signature: sig, pdf_standard: 'PDF/A-2b' }, 'pdf_signature', /PDF\/A/],
      [{ pdf_signature: sig, type: 'image' }, 'pdf_signature', /only valid for type pdf/],
      [
        { pdf_signature: { ...sig, placement: { x: 0, y: 0, width: -5, height: 10 } } },
        'pdf_signature.placement.width',
        /greater than 0/,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: template, type: 'pdf', ...extra },
      });
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field]?.join(' '), r.text).toMatch(message);
    }
    expect(await available()).toBe(before);
    expect(await t.app.services.database.prisma.snap.count()).toBe(snapsBefore);
  });

  it('keeps certificates out of a template export bundle', async () => {
    const r = await fetch(`${t.url}/api/v1/templates/${template}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.status).toBe(200);
    const file = tmp('bundle.zip');
    writeFileSync(file, Buffer.from(await r.arrayBuffer()));
    const contents = execFileSync('unzip', ['-p', file], { encoding: 'latin1' });
    expect(contents).toContain('Signed terms');
    expect(secretsIn(contents)).toEqual([]);
    expect(contents).not.toContain('Jane Signer');
  });

  it("deletes a certificate: it is gone from the list, and a snap naming it is refused; another account's is not found", async () => {
    const other = await t.account({ credits: 10 });
    expect((await t.request('DELETE', `/api/v1/certificates/${certificateId}`, { token: other.token })).status).toBe(
      404,
    );
    const r = await t.request('DELETE', `/api/v1/certificates/${certificateId}`, { token });
    expect(r.status, r.text).toBe(200);
    expect((await t.request('GET', '/api/v1/certificates', { token })).body.data).toEqual([]);
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, type: 'pdf', pdf_signature: { certificate_id: certificateId } },
    });
    expect(snap.status).toBe(422);
    expect(snap.body.errors['pdf_signature.certificate_id']).toBeDefined();
  });
});
