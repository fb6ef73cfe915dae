import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  createCollection,
  createEveryKindTemplate,
  createForm,
  credits,
  onServer,
  pixel,
  solidPng,
  type Form,
} from './support.js';

const close = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 3);

/** What a browser's form post or a client sends, as it sends it. */
async function post(t: TestApp, url: string, body: BodyInit, contentType?: string) {
  const { status, body: json } = await t.request('POST', onServer(t, url).slice(t.url.length), {
    rawBody: body,
    headers: contentType ? { 'content-type': contentType } : {},
  });
  return { status, body: json };
}

describe('form values keyed as the interface says: layers[<layer>][<valueKey>]', () => {
  let t: TestApp;
  let token: string;
  let template: string;
  let form: Form;
  const snapCount = () => t.app.services.database.prisma.snap.count();
  const uploads = async () => (await readdir(join(t.dataDir, 'files', 'form-uploads')).catch(() => [])).length;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    ({ token } = await t.account({ credits: 100 }));
    template = await createEveryKindTemplate(t, token);
    form = await createForm(t, token, { templateId: template, layers: ['bg', 'photo', 'title', 'qr', 'code'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an HTML form posting urlencoded: every text-valued layer type, one credit', async () => {
    const before = await credits(t, token);
    // Exactly what <form method="post"> sends for inputs named layers[title][text] and so on.
    const body =
      'layers%5Bbg%5D%5Bbackground_color%5D=%23ff0000&layers%5Btitle%5D%5Btext%5D=Caf%C3%A9+%26+co&layers%5Bqr%5D%5Bqr_content%5D=https%3A%2F%2Fexample.org%2Fq&layers%5Bcode%5D%5Bbarcode_content%5D=ABC-42';
    const r = await post(t, form.url, body, 'application/x-www-form-urlencoded');
    expect(r.status).toBe(200);
    expect(r.body.data.variants).toEqual([
      { layer: 'bg', background_color: '#ff0000' },
      { layer: 'title', text: 'Café & co' },
      { layer: 'qr', qr_content: 'https://example.org/q' },
      { layer: 'code', barcode_content: 'ABC-42' },
    ]);
    expect(close(await pixel(t, r.body.data.media_url, 170, 190), [255, 0, 0])).toBe(true);
    expect(before - (await credits(t, token))).toBe(1);
  });

  it('a FormData client (multipart): a PNG under layers[photo][image_url] and text under layers[title][text]', async () => {
    const body = new FormData();
    body.append('layers[photo][image_url]', new Blob([await solidPng(0, 200, 0)], { type: 'image/png' }), 'green.png');
    body.append('layers[title][text]', 'From FormData');
    body.append('layers[bg]', '#0000ff'); // the shorthand still works beside the full form
    const r = await post(t, form.url, body);
    expect(r.status).toBe(200);
    expect(r.body.data.variants).toEqual([
      { layer: 'bg', background_color: '#0000ff' },
      { layer: 'photo', image_url: expect.stringMatching(/\/files\/form-uploads\/[\w-]+\.png$/) },
      { layer: 'title', text: 'From FormData' },
    ]);
    expect(close(await pixel(t, r.body.data.media_url, 80, 50), [0, 200, 0])).toBe(true);
  });

  it('a JSON body nests the same way, for every text-valued layer type, one credit', async () => {
    const before = await credits(t, token);
    const layers = {
      bg: { background_color: '#00ff00' },
      title: { text: 'JSON nested' },
      qr: { qr_content: 'x' },
      code: { barcode_content: 'JSON-1' },
    };
    const r = await post(t, form.url, JSON.stringify({ layers }), 'application/json');
    expect(r.status).toBe(200);
    expect(r.body.data.variants).toEqual([
      { layer: 'bg', background_color: '#00ff00' },
      { layer: 'title', text: 'JSON nested' },
      { layer: 'qr', qr_content: 'x' },
      { layer: 'code', barcode_content: 'JSON-1' },
    ]);
    expect(close(await pixel(t, r.body.data.media_url, 170, 190), [0, 255, 0])).toBe(true);
    expect(before - (await credits(t, token))).toBe(1);
  });

  // JSON cannot carry a file, and a URL is not taken (anonymous visitors would make the service fetch any address);
  // nor is the file's name that an HTML form without enctype="multipart/form-data" sends.
  it.each([
    [
      'a JSON body with a URL',
      JSON.stringify({ layers: { photo: { image_url: 'https://example.com/me.png' } } }),
      'application/json',
    ],
    ['an HTML form without multipart', 'layers%5Bphoto%5D%5Bimage_url%5D=me.png', 'application/x-www-form-urlencoded'],
  ])(
    'an image layer takes a file only: %s is a 422 saying how to send it, charging nothing',
    async (_what, body, contentType) => {
      const before = [await credits(t, token), await snapCount()];
      const message =
        'The photo layer takes an image file: send the form as multipart/form-data, the file under layers[photo][image_url].';
      const r = await post(t, form.url, body, contentType);
      expect([r.status, r.body]).toEqual([422, { message, errors: { 'layers.photo': [message] } }]);
      expect([await credits(t, token), await snapCount()]).toEqual(before);
    },
  );

  it("a FormData client sending a file under another type's key: 422 on that key, the other file not stored, nothing charged", async () => {
    const before = [await credits(t, token), await snapCount(), await uploads()];
    const body = new FormData();
    body.append('layers[photo][image_url]', new Blob([await solidPng(0, 0, 200)], { type: 'image/png' }), 'fine.png');
    body.append('layers[title][image_url]', new Blob([await solidPng(0, 200, 0)], { type: 'image/png' }), 'wrong.png');
    const r = await post(t, form.url, body);
    const message = 'The title layer is a text layer: send its value as layers[title][text].';
    expect([r.status, r.body]).toEqual([422, { message, errors: { 'layers.title.image_url': [message] } }]);
    expect([await credits(t, token), await snapCount(), await uploads()]).toEqual(before);
  });

  it('a collection form: layers[<templateUuid>__<layer>][text]', async () => {
    const f = await createForm(t, token, {
      collectionId: await createCollection(t, token, [template]),
      layers: [`${template}__title`],
    });
    const r = await post(
      t,
      f.url,
      `layers[${template}__title][text]=In+a+collection`,
      'application/x-www-form-urlencoded',
    );
    expect(r.status).toBe(200);
    expect(r.body.map((s: any) => s.variants)).toEqual([[{ layer: 'title', text: 'In a collection' }]]);
  });

  it.each([
    [
      'layers[title][image_url]=x',
      'layers.title.image_url',
      'The title layer is a text layer: send its value as layers[title][text].',
    ],
    [
      'layers[bg][text]=red&layers[title][text]=fine',
      'layers.bg.text',
      'The bg layer is an empty layer: send its value as layers[bg][background_color].',
    ],
    [
      'layers[qr][barcode_content]=1',
      'layers.qr.barcode_content',
      'The qr layer is a qr code layer: send its value as layers[qr][qr_content].',
    ],
    [
      'layers[photo][text]=',
      'layers.photo.text',
      'The photo layer is an image layer: send its value as layers[photo][image_url].',
    ],
  ])(
    'a value key of another layer type is a 422 on layers.<layer>.<key>, rendering and charging nothing (%s)',
    async (body, field, message) => {
      const before = [await credits(t, token), await snapCount()];
      const r = await post(t, form.url, body, 'application/x-www-form-urlencoded');
      expect([r.status, r.body]).toEqual([422, { message, errors: { [field]: [message] } }]);
      expect([await credits(t, token), await snapCount()]).toEqual(before);
    },
  );

  it('layer keys of digits or with brackets are read as written, in every kind of body', async () => {
    const layers = [
      { layer: 'x[y]', type: 'empty', x: 0, y: 0, width: 100, height: 100, background_color: '#000000' },
      { layer: '3', type: 'text', x: 0, y: 0, width: 100, height: 40, text: 'three' },
      { layer: '10', type: 'text', x: 0, y: 50, width: 100, height: 40, text: 'ten' },
    ];
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Odd keys', width: 100, height: 100, layers },
    });
    const f = await createForm(t, token, { templateId: created.body.data.uuid, layers: ['3', 'x[y]', '10'] });
    const expected = [
      { layer: 'x[y]', background_color: '#00ff00' },
      { layer: '3', text: 'Three' },
      { layer: '10', text: 'Ten' },
    ];
    const multipart = new FormData();
    for (const [name, value] of [
      ['layers[3][text]', 'Three'],
      ['layers[x[y]][background_color]', '#00ff00'],
      ['layers[10]', 'Ten'],
    ])
      multipart.append(name, value);
    const bodies: [BodyInit, string | undefined][] = [
      [
        'layers%5B3%5D%5Btext%5D=Three&layers%5Bx%5By%5D%5D%5Bbackground_color%5D=%2300ff00&layers%5B10%5D=Ten',
        'application/x-www-form-urlencoded',
      ],
      [multipart, undefined],
      [
        JSON.stringify({ layers: { 3: { text: 'Three' }, 'x[y]': { background_color: '#00ff00' }, 10: 'Ten' } }),
        'application/json',
      ],
    ];
    for (const [body, contentType] of bodies) {
      const r = await post(t, f.url, body, contentType);
      expect([r.status, r.body.data?.variants], contentType ?? 'multipart').toEqual([200, expected]);
    }
  });

  it('a value for a layer the form was not configured with is dropped silently, whatever its key', async () => {
    const f = await createForm(t, token, { templateId: template, layers: ['title'] });
    const r = await post(
      t,
      f.url,
      'layers[title][text]=Only+this&layers[bg][text]=ignored&layers[qr][qr_content]=ignored',
      'application/x-www-form-urlencoded',
    );
    expect(r.status).toBe(200);
    expect(r.body.data.variants).toEqual([{ layer: 'title', text: 'Only this' }]);
  });
});
