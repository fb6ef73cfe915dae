// `npm run bench -- pdf-signature` (issue 46): what a form and a signature add to a PDF. One thread,
// alternating rounds of the same one-page document: plain; with seven fillable fields (text layers'
// `form_field`: four text fields, a checkbox and a radio group of two); and plain then signed (pdf-lib's signature field and @signpdf's PKCS#7 with a
// 2048-bit RSA key, made here by openssl). Target: each within 1.5x of the plain PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildScene } from '../src/render/index.js';
import { readCertificate } from '../src/signatures/certificate-reader.js';
import type { SigningMaterial } from '../src/signatures/cms-signature.js';
import { signPdf } from '../src/signatures/pdf-signer.js';
import type { TemplateDesign, Layer } from '../src/design/layers/layer-schema.js';
import { ms, percentile, timed } from './stats.js';
import { check } from './targets.js';

const ROUNDS = 5;
const PER_ROUND = 20;

/** A contract page: a heading, four labelled lines, three marks and a paragraph; `form` makes the lines and marks fillable. */
function contract(form: boolean): TemplateDesign {
  const line = (key: string, y: number, text: string): Layer =>
    ({
      layer: key,
      type: 'text',
      x: 60,
      y,
      width: 700,
      height: 40,
      text,
      font_size: 22,
      ...(form && { form_field: { name: key, kind: 'text', required: true, max_length: 80 } }),
    }) as Layer;
  // Plain, the mark's text; as a form, a checkbox or a radio button drawn checked or not.
  const mark = (key: string, x: number, field: Record<string, unknown>): Layer =>
    ({
      layer: key,
      type: 'text',
      x,
      y: 430,
      width: 36,
      height: 36,
      text: 'yes',
      font_size: 22,
      ...(form && { form_field: field }),
    }) as Layer;
  return {
    width: 1240,
    height: 1754,
    layers: [
      {
        layer: 'heading',
        type: 'text',
        x: 60,
        y: 60,
        width: 1100,
        height: 80,
        text: 'Service agreement',
        font_size: 48,
      },
      line('client', 200, 'Ada Lovelace'),
      line('company', 260, 'Analytical Engines Ltd'),
      line('start', 320, '2026-12-01'),
      line('fee', 380, '1,200 EUR per month'),
      mark('agree', 60, { name: 'agree', kind: 'checkbox', required: true }),
      mark('monthly', 160, { name: 'billing', kind: 'radio', export_value: 'monthly' }),
      mark('yearly', 260, { name: 'billing', kind: 'radio', export_value: 'yearly' }),
      {
        layer: 'terms',
        type: 'text',
        x: 60,
        y: 480,
        width: 1100,
        height: 900,
        text: 'The parties agree to the terms below. '.repeat(40),
        font_size: 20,
      },
    ] as Layer[],
  } as TemplateDesign;
}

/** A PKCS#12 file openssl makes (3DES and a SHA-1 MAC, which node-forge reads), opened as an upload opens it. */
function benchCertificate(): SigningMaterial {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sig-'));
  try {
    const [key, cert, p12] = ['k.pem', 'c.pem', 'b.p12'].map((f) => join(dir, f));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=Bench Signer',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
      ],
      { stdio: 'ignore' },
    );
    execFileSync('openssl', [
      'pkcs12',
      '-export',
      '-inkey',
      key,
      '-in',
      cert,
      '-passout',
      'pass:bench',
      '-keypbe',
      'PBE-SHA1-3DES',
      '-certpbe',
      'PBE-SHA1-3DES',
      '-macalg',
      'sha1',
      '-out',
      p12,
    ]);
    const { facts, keyPem, certificatePems } = readCertificate(readFileSync(p12), 'bench', new Date());
    return { keyPem, certificatePems, subject: facts.subject };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const { renderScene } = await import('../src/render/backends/render-scene.js');
  const material = benchCertificate();
  const draw = async (design: TemplateDesign) =>
    (await renderScene(buildScene({ design, variants: null, format: 'pdf', pdf: { title: 'Agreement' } }), {})).data;
  const cases: [string, () => Promise<unknown>][] = [
    ['plain', () => draw(contract(false))],
    ['form (7 fields)', () => draw(contract(true))],
    [
      'signed (visible)',
      async () =>
        signPdf(
          await draw(contract(false)),
          material,
          { certificateId: 'bench', placement: { page: 1, x: 300, y: 700, width: 200, height: 60 } },
          new Date(),
        ),
    ],
  ];
  const medians: number[][] = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, [, fn]] of cases.entries()) medians[k].push(percentile(await timed(PER_ROUND, 3, fn), 50));
  const [plain, ...others] = medians.map((m) =>
    percentile(
      [...m].sort((a, b) => a - b),
      50,
    ),
  );
  console.log('| PDF | ms per document (median of rounds) | ratio to plain (target ≤ 1.5) |');
  console.log('| --- | --- | --- |');
  console.log(`| plain | ${ms(plain)} | 1.000 |`);
  others.forEach((v, i) => {
    const ratio = v / plain;
    console.log(
      `| ${cases[i + 1][0]} | ${ms(v)} | ${ratio.toFixed(3)} ${check(`PDF ${cases[i + 1][0]} / plain`, ratio, { atMost: 1.5 })} |`,
    );
  });
}
