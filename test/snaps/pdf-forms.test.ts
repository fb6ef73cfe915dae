import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';
import type { TestApp } from '../support/test-app.js';
import { startWithTemplate } from '../support/template-snaps.js';

// The template of docs/rendering.md "Form fields", as a user would paste it.
const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8').split('\n### Form fields\n')[1].split('\n## ')[0];
const template = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]);

describe('fillable PDF forms (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let pdfSnap: (body: Record<string, unknown>) => Promise<Buffer>;

  beforeAll(async () => {
    let snap: typeof pdfSnap;
    ({ t, token, snap } = await startWithTemplate(template));
    pdfSnap = (body) => snap({ type: 'pdf', ...body });
  });
  afterAll(() => t?.close());

  it('pdf-lib lists each field with its name, type, value and flags; a variant pre-fills; a fill reads back', async () => {
    const pdf = await pdfSnap({ variants: [{ layer: 'name', text: 'Grace Hopper' }] });
    const form = (await PDFDocument.load(pdf)).getForm();
    const fields = form.getFields().map((f) => [f.getName(), f.constructor.name, f.isRequired()]);
    expect(fields).toEqual([
      ['full_name', 'PDFTextField', true],
      ['notes', 'PDFTextField', false],
      ['plan', 'PDFDropdown', false],
    ]);
    const name = form.getField('full_name') as PDFTextField;
    expect(name.getText()).toBe('Grace Hopper');
    expect(name.getMaxLength()).toBe(80);
    expect((form.getField('notes') as PDFTextField).isMultiline()).toBe(true);
    const plan = form.getField('plan') as PDFDropdown;
    expect(plan.getOptions()).toEqual(['Free', 'Pro', 'Team']);
    expect(plan.getSelected()).toEqual(['Pro']);
    // Filled with pdf-lib, saved, read again.
    const doc = await PDFDocument.load(pdf);
    doc.getForm().getTextField('notes').setText('Prefers mornings');
    const again = (await PDFDocument.load(await doc.save())).getForm();
    expect(again.getTextField('notes').getText()).toBe('Prefers mornings');
  });

  it('flatten: true draws the values as plain text, with no field left', async () => {
    const pdf = await pdfSnap({ flatten: true });
    expect((await PDFDocument.load(pdf)).getForm().getFields()).toHaveLength(0);
    const file = join(process.env.TMPDIR ?? '/tmp', `flat-${process.pid}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Pro');
  });

  it('refuses 10,000 fields, a dropdown without options and a name used twice with a 422', async () => {
    const field = (i: number) => ({
      layer: `f${i}`,
      type: 'text',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      text: '',
      form_field: { name: `f${i}` },
    });
    const many = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Many', width: 100, height: 100, layers: Array.from({ length: 10_000 }, (_, i) => field(i)) },
    });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors)).toContain('layers');
    const bad = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Bad',
        width: 100,
        height: 100,
        layers: [
          { ...field(1), form_field: { name: 'a', kind: 'dropdown' } },
          { ...field(2), form_field: { name: 'a' } },
        ],
      },
    });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.text).toMatch(/needs its options/);
    expect(bad.text).toMatch(/used twice/);
  });
});
