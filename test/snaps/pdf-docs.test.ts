import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';

// The snap bodies of docs/rendering.md "Protection" and "Attachments", as a user would paste them.
const docs = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8');
const exampleOf = (heading: string) => {
  const section = docs.split(`\n### ${heading}\n`)[1].split('\n## ')[0].split('\n### ')[0];
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json) as Record<string, any>);
};

describe('the PDF examples of docs/rendering.md (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  const dir = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'pdf-docs-'));

  const render = async (body: Record<string, unknown>) => {
    const r = await t.request('POST', '/api/v1/snaps', { token, body: { ...body, template_id: template } });
    expect(r.status, r.text).toBe(201);
    const file = join(dir, `${r.body.id}.pdf`);
    writeFileSync(file, await mediaFile(t, r.body.media_url));
    return file;
  };

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 20 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Docs',
        size: 'a4-portrait',
        layers: [
          {
            layer: 'body',
            type: 'text',
            x: 100,
            y: 100,
            width: 2000,
            height: 200,
            text: 'Docs example',
            font_size: 80,
          },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });
  afterAll(() => t?.close());

  it('"Protection": AES-256, the user password opens it, the permissions it names', async () => {
    const [body] = exampleOf('Protection');
    expect(body.template_id).toBe('<template uuid>');
    const file = await render(body);
    const { user_password: user } = body.pdf_protection;
    expect(spawnSync('qpdf', ['--check', '--password=wrong', file]).status).not.toBe(0);
    const shown = execFileSync('qpdf', ['--show-encryption', `--password=${user}`, file], { encoding: 'utf8' });
    expect(shown).toContain('stream encryption method: AESv3');
    expect(shown).toContain('print high resolution: allowed');
    expect(shown).toContain('extract for any purpose: not allowed');
    expect(shown).toContain('modify other: not allowed');
  });

  it('"Attachments": a PDF/A-3b carrying the invoice XML and the CSV, as sent', async () => {
    const [body] = exampleOf('Attachments');
    const file = await render(body);
    expect(execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })).toBe(
      '2 embedded files\n1: factur-x.xml\n2: lines.csv\n',
    );
    body.attachments.forEach((a: { content: string }, i: number) => {
      const out = join(dir, `saved-${i}`);
      execFileSync('pdfdetach', ['-save', String(i + 1), '-o', out, file]);
      expect(readFileSync(out).toString('base64')).toBe(a.content);
    });
  });
});
