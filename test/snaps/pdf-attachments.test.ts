import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qpdfCheck, uncompressedPdf } from '../render/helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';

const INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100">
  <rsm:ExchangedDocument><ram:ID xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">F-2026-046</ram:ID></rsm:ExchangedDocument>
</rsm:CrossIndustryInvoice>
`;
const CSV = 'item,qty,price\r\nWidget,2,9.50\r\nGadget ü,1,120.00\r\n';
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

/** pdfdetach on a PDF's bytes: its list, and each file it saves by number. */
function detach(pdf: Buffer, ...password: string[]) {
  const dir = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'detach-'));
  const file = join(dir, 'in.pdf');
  writeFileSync(file, pdf);
  const list = execFileSync('pdfdetach', ['-list', ...password, file], { encoding: 'utf8' });
  const saved = (n: number) => {
    const out = join(dir, `file-${n}`);
    execFileSync('pdfdetach', ['-save', String(n), ...password, '-o', out, file]);
    return readFileSync(out);
  };
  return { list, saved };
}

describe('PDF attachments: Factur-X XML with PDF/A-3b, any file on a PDF (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let template: string;

  const available = async () =>
    (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests as number;
  const pdfSnap = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id: template, type: 'pdf', ...body },
    });
    expect(r.status, r.text).toBe(201);
    return { snap: r, pdf: await mediaFile(t, r.body.media_url) };
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Invoice F-2026-046',
        size: 'a4-portrait',
        layers: [
          {
            layer: 'total',
            type: 'text',
            x: 200,
            y: 200,
            width: 2000,
            height: 200,
            text: 'Total 139.00 EUR',
            font_size: 80,
          },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });
  afterAll(() => t?.close());

  it('embeds an XML invoice and a CSV in a PDF/A-3b: listed by pdfdetach, each byte as sent, its relationship named', async () => {
    const { snap, pdf } = await pdfSnap({
      pdf_standard: 'PDF/A-3b',
      attachments: [
        {
          name: 'factur-x.xml',
          mime_type: 'text/xml',
          content: b64(INVOICE),
          relationship: 'Alternative',
          description: 'Factur-X invoice',
        },
        { name: 'lines.csv', mime_type: 'text/csv', content: b64(CSV), relationship: 'Data' },
      ],
    });
    // The file bytes are not kept with the snap, nor returned.
    expect(snap.text).not.toContain(b64(CSV));
    const row = await t.app.services.database.prisma.snap.findUniqueOrThrow({ where: { id: snap.body.id } });
    expect(JSON.stringify(row.pdfOptions)).toBe('{"standard":"PDF/A-3b"}');

    expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors found');
    const { list, saved } = detach(pdf);
    expect(list).toBe('2 embedded files\n1: factur-x.xml\n2: lines.csv\n');
    expect(saved(1).toString('utf8')).toBe(INVOICE);
    expect(saved(2).toString('utf8')).toBe(CSV);
    const raw = uncompressedPdf(pdf);
    // PDF/A-3: each file spec is in the catalog's AF, with its AFRelationship, its media type and its dates.
    expect(raw).toMatch(/\/AF \[\s*\d+ 0 R \d+ 0 R\s*\]/);
    expect(raw).toMatch(/\/AFRelationship \/Alternative[\s\S]*?\/F \(factur-x\.xml\)/);
    expect(raw).toMatch(/\/AFRelationship \/Data[\s\S]*?\/F \(lines\.csv\)/);
    expect(raw.toLowerCase()).toContain('/subtype /text#2fxml');
    expect(raw).toContain('/Desc (Factur-X invoice)');
    expect(raw).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(raw).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
  });

  it('carries files in a protected PDF too: pdfdetach reads them with the password', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    const { pdf } = await pdfSnap({
      attachments: [{ name: 'data.bin', mime_type: 'application/octet-stream', content: b64(bytes) }],
      pdf_protection: { owner_password: 'owner-pass', user_password: 'user-pass' },
    });
    const { list, saved } = detach(pdf, '-upw', 'user-pass');
    expect(list).toBe('1 embedded files\n1: data.bin\n');
    expect(saved(1).equals(bytes)).toBe(true);
    // Its relationship is the default, Unspecified (names are not encrypted).
    expect(pdf.toString('latin1')).toContain('/AFRelationship /Unspecified');
  });

  it('refuses attachments over the bounds, not base64, unnamed or with PDF/A-2b: a 422 naming the field, nothing charged', async () => {
    const before = await available();
    const file = (extra: Record<string, unknown> = {}) => ({
      name: 'a.txt',
      mime_type: 'text/plain',
      content: b64('hi'),
      ...extra,
    });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { attachments: [file({ content: b64(Buffer.alloc(1024 * 1024 + 1)) })] },
        'attachments.0.content',
        /must not be larger than 1048576 bytes/,
      ],
      [
        {
          attachments: [
            file({ content: b64(Buffer.alloc(600_000)) }),
            file({ name: 'b.txt', content: b64(Buffer.alloc(600_000)) }),
          ],
        },
        'attachments.1.content',
        /together/,
      ],
      [
        { attachments: Array.from({ length: 11 }, (_, i) => file({ name: `${i}.txt` })) },
        'attachments',
        /more than 10 items/,
      ],
      [{ attachments: [file({ content: 'not base64!' })] }, 'attachments.0.content', /base64/],
      [{ attachments: [file({ name: '../etc/passwd' })] }, 'attachments.0.name', /file name/],
      [{ attachments: [file(), file()] }, 'attachments.1.name', /differ/],
      [{ attachments: [file({ mime_type: 'xml' })] }, 'attachments.0.mime_type', /media type/],
      [{ attachments: [file({ relationship: 'Owner' })] }, 'attachments.0.relationship', /Alternative, Data/],
      [{ attachments: [{ content: b64('x') }] }, 'attachments.0.name', /required/],
      [{ attachments: [file()], pdf_standard: 'PDF/A-2b' }, 'attachments', /PDF\/A-3b/],
      [{ attachments: [file()], type: 'image' }, 'attachments', /only valid for type pdf/],
    ];
    for (const [extra, field, message] of cases) {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id: template, type: 'pdf', ...extra },
      });
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field]?.join(' '), `${field}: ${r.text.slice(0, 500)}`).toMatch(message);
    }
    expect(await available()).toBe(before);
  });
});
