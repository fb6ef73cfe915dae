import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaFile } from '../support/media-file.js';
import { makeP12 } from './certificates.js';

/** The JSON examples of a docs page's section, as a user would paste them. */
const examplesOf = (page: string, heading: string) => {
  const docs = readFileSync(join(ROOT, page), 'utf8');
  const section = docs.split(`\n### ${heading}\n`)[1].split('\n## ')[0].split('\n### ')[0];
  return [...section.matchAll(/```json\n([\s\S]*?)```/g)].map(([, json]) => JSON.parse(json) as Record<string, any>);
};

describe('the signature examples of docs/api.md and docs/rendering.md (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  afterAll(() => t?.close());
  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 5 }));
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Docs',
        size: 'a4-portrait',
        layers: [
          { layer: 'body', type: 'text', x: 100, y: 100, width: 2000, height: 200, text: 'Signed', font_size: 80 },
        ],
      },
    });
    expect(r.status, r.text).toBe(201);
    template = r.body.data.uuid;
  });

  it('"Signing certificates" stores one, and "Signatures" signs a visible signature pdfsig verifies', async () => {
    const [upload] = examplesOf('docs/api.md', 'Signing certificates (issue 46)');
    expect(upload.file).toBe('<base64 of the .p12 or .pfx file>');
    const p12 = makeP12({ cn: 'Docs Signer', password: 'docs-pass' });
    const added = await t.request('POST', '/api/v1/certificates', {
      token,
      body: { ...upload, file: p12.base64, password: 'docs-pass' },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.name).toBe(upload.name);

    const [body] = examplesOf('docs/rendering.md', 'Signatures');
    expect(body.template_id).toBe('<template uuid>');
    expect(body.pdf_signature.certificate_id).toBe('<certificate id>');
    const snap = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { ...body, template_id: template, pdf_signature: { ...body.pdf_signature, certificate_id: added.body.id } },
    });
    expect(snap.status, snap.text).toBe(201);
    const file = join(process.env.TMPDIR ?? '/tmp', `sig-docs-${process.pid}.pdf`);
    writeFileSync(file, await mediaFile(t, snap.body.media_url));
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(report).toContain('Signer Certificate Common Name: Docs Signer');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // pdfsig does not print them: the signature dictionary carries them as written.
    const raw = readFileSync(file, 'latin1');
    expect(raw).toContain(`/Location (${body.pdf_signature.location})`);
    expect(raw).toContain(`/Reason (${body.pdf_signature.reason})`);
  });
});
