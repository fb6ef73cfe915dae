import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PDFCheckBox, PDFDocument, PDFName, PDFRadioGroup, PDFSignature } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';
import type { TestApp } from '../support/test-app.js';
import { startWithTemplate } from '../support/template-snaps.js';

// The second template of docs/rendering.md "Form fields" (checkbox, radio group, signature), as a user would paste it.
const section = readFileSync(join(ROOT, 'docs/rendering.md'), 'utf8').split('\n### Form fields\n')[1].split('\n## ')[0];
const template = JSON.parse([...section.matchAll(/```json\n([\s\S]*?)```/g)][1][1]);

/** Each checkbox's and radio button's top left, in the template's pixels (each 48 square). */
const BOXES = { agree: [40, 40], newsletter: [40, 120], free: [40, 200], pro: [140, 200], team: [240, 200] } as const;
type Marks = Record<keyof typeof BOXES, boolean>;

/**
 * Whether each box is marked, read from a 1200x500 raster: dark pixels (the agree box's ink, the others'
 * black) inside its middle half, where the frame is not and a check mark or a dot is.
 */
async function marksIn(png: Buffer): Promise<Marks> {
  const { data, info } = await sharp(png)
    .resize(1200, 500, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const marked = ([bx, by]: readonly [number, number]) => {
    let dark = 0;
    for (let y = by + 12; y < by + 36; y++)
      for (let x = bx + 12; x < bx + 36; x++) {
        const i = (y * info.width + x) * 3;
        if (data[i] + data[i + 1] + data[i + 2] < 3 * 160) dark++;
      }
    return dark > 40;
  };
  return Object.fromEntries(Object.entries(BOXES).map(([k, at]) => [k, marked(at)])) as Marks;
}

describe('checkboxes, radio groups and signature placeholders in PDF forms (issue 46)', () => {
  let t: TestApp;
  let token: string;
  let snap: (body: Record<string, unknown>) => Promise<Buffer>;
  const dir = mkdtempSync(join(tmpdir(), 'toggles-'));
  const poppler = (pdf: Buffer) => {
    writeFileSync(join(dir, 'form.pdf'), pdf);
    execFileSync('pdftoppm', ['-png', '-r', '96', '-singlefile', join(dir, 'form.pdf'), join(dir, 'form')]);
    return readFileSync(join(dir, 'form.png'));
  };

  beforeAll(async () => {
    ({ t, token, snap } = await startWithTemplate(template));
  });
  afterAll(() => t?.close());

  it('pdf-lib lists the checkbox, the radio group and the signature field with their values and flags', async () => {
    const form = (await PDFDocument.load(await snap({ type: 'pdf' }))).getForm();
    expect(form.getFields().map((f) => [f.getName(), f.constructor.name, f.isRequired()])).toEqual([
      ['agree', 'PDFCheckBox', true],
      ['newsletter', 'PDFCheckBox', false],
      ['plan', 'PDFRadioGroup', false],
      ['signature', 'PDFSignature', true],
    ]);
    expect(form.getCheckBox('agree').isChecked()).toBe(true);
    expect(form.getCheckBox('newsletter').isChecked()).toBe(false);
    const plan = form.getRadioGroup('plan');
    expect(plan.getOptions()).toEqual(['free', 'pro', 'team']);
    expect(plan.getSelected()).toBe('pro');
    expect(form.getField('signature')).toBeInstanceOf(PDFSignature);
    // Unsigned: no value.
    expect(form.getField('signature').acroField.dict.get(PDFName.of('V'))).toBeUndefined();
  });

  it('variants check and choose; the PNG draws the same marks as poppler draws the PDF', async () => {
    const variants = [
      { layer: 'newsletter', text: 'TRUE' },
      { layer: 'plan_pro', text: '' },
      { layer: 'plan_team', text: 'yes' },
      { layer: 'agree', text: 'no' },
    ];
    const form = (await PDFDocument.load(await snap({ type: 'pdf', variants }))).getForm();
    expect(form.getCheckBox('agree').isChecked()).toBe(false);
    expect(form.getCheckBox('newsletter').isChecked()).toBe(true);
    expect(form.getRadioGroup('plan').getSelected()).toBe('team');
    const expected = { agree: false, newsletter: true, free: false, pro: false, team: true };
    expect(await marksIn(await snap({ type: 'image', variants }))).toEqual(expected);
    expect(await marksIn(poppler(await snap({ type: 'pdf', variants })))).toEqual(expected);
  });

  it('two checked buttons of one group: the first wins, in the PNG and the PDF alike', async () => {
    const variants = [{ layer: 'plan_free', text: 'x' }];
    expect(
      (await PDFDocument.load(await snap({ type: 'pdf', variants }))).getForm().getRadioGroup('plan').getSelected(),
    ).toBe('free');
    expect(await marksIn(await snap({ type: 'image', variants }))).toEqual({
      agree: true,
      newsletter: false,
      free: true,
      pro: false,
      team: false,
    });
  });

  it('filled with pdf-lib, read again, and drawn by poppler with the marks where the reader put them', async () => {
    const doc = await PDFDocument.load(await snap({ type: 'pdf' }));
    const form = doc.getForm();
    form.getCheckBox('newsletter').check();
    form.getCheckBox('agree').uncheck();
    form.getRadioGroup('plan').select('free');
    const filled = Buffer.from(await doc.save());
    const again = (await PDFDocument.load(filled)).getForm();
    expect((again.getField('newsletter') as PDFCheckBox).isChecked()).toBe(true);
    expect((again.getField('agree') as PDFCheckBox).isChecked()).toBe(false);
    expect((again.getField('plan') as PDFRadioGroup).getSelected()).toBe('free');
    expect(await marksIn(poppler(filled))).toEqual({
      agree: false,
      newsletter: true,
      free: true,
      pro: false,
      team: false,
    });
  });

  it('flatten: true leaves no field and draws the marks and the signature line as the PNG does', async () => {
    const pdf = await snap({ type: 'pdf', flatten: true });
    expect((await PDFDocument.load(pdf)).getForm().getFields()).toHaveLength(0);
    const expected = { agree: true, newsletter: false, free: false, pro: true, team: false };
    expect(await marksIn(poppler(pdf))).toEqual(expected);
    expect(await marksIn(await snap({ type: 'image' }))).toEqual(expected);
    writeFileSync(join(dir, 'flat.pdf'), pdf);
    expect(execFileSync('pdftotext', [join(dir, 'flat.pdf'), '-'], { encoding: 'utf8' })).toContain('Sign here');
  });

  it('refuses each bad field with a 422 naming it, and charges nothing', async () => {
    const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;
    const before = await usage();
    const layer = (i: number, form_field: Record<string, unknown>) => ({
      layer: `l${i}`,
      type: 'text',
      x: 0,
      y: 0,
      width: 20,
      height: 20,
      text: '',
      form_field,
    });
    const cases: [Record<string, unknown>[], string, RegExp][] = [
      [
        [layer(0, { name: 'a', kind: 'text' }), layer(1, { name: 'a', kind: 'checkbox' })],
        'layers.1.form_field.name',
        /used twice/,
      ],
      [[layer(0, { name: 'p', kind: 'radio' })], 'layers.0.form_field.export_value', /needs its export_value/],
      [
        [
          layer(0, { name: 'p', kind: 'radio', export_value: 'a' }),
          layer(1, { name: 'p', kind: 'radio', export_value: 'a' }),
        ],
        'layers.1.form_field.export_value',
        /"a" twice/,
      ],
      [
        [
          layer(0, { name: 'p', kind: 'radio', export_value: 'a', required: true }),
          layer(1, { name: 'p', kind: 'radio', export_value: 'b' }),
        ],
        'layers.1.form_field.required',
        /all or none/,
      ],
      [
        [layer(0, { name: 'c', kind: 'checkbox', export_value: 'on' })],
        'layers.0.form_field.export_value',
        /only a radio/,
      ],
      [
        [layer(0, { name: 'r', kind: 'radio', export_value: 'a', options: ['a', 'b'] })],
        'layers.0.form_field.options',
        /no options/,
      ],
      [[layer(0, { name: 's', kind: 'signature', max_length: 3 })], 'layers.0.form_field.max_length', /no max_length/],
      [
        [layer(0, { name: 'c', kind: 'checkbox', export_value: 'a b' })],
        'layers.0.form_field.export_value',
        /valid regex/,
      ],
    ];
    for (const [layers, field, message] of cases) {
      const r = await t.request('POST', '/api/v1/templates', {
        token,
        body: { title: 'Bad', width: 100, height: 100, layers },
      });
      expect(r.status, r.text).toBe(422);
      expect(r.body.errors[field], r.text).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
    }
    expect(await usage()).toBe(before);
  });
});
