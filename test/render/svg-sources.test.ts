import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { loadFactor } from '../support/load-factor.js';
import { decodePng, LOGO_SVG, loopbackServer, pixel } from './helpers.js';

// SVG sources and image style overrides through the real server (docs/rendering.md "SVG images"):
// a media upload and an image_url that is SVG are sanitised before any parser sees them; bad ones
// are a clear 422 within a second, nothing is fetched (a loopback canary counts connections) and
// nothing is charged.

const svg = (body: string, size = 'viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`;

let canaryUrl = '';
let t: TestApp;
let token: string;
/** SVGs the image server answers, by path. */
const served = new Map<string, string>();
let images: Awaited<ReturnType<typeof loopbackServer>>;

beforeAll(async () => {
  images = await loopbackServer((req: IncomingMessage, res: ServerResponse) => {
    const body = served.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
  });
  t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1000' });
  ({ token } = await t.account({ credits: 30 }));
});
afterAll(async () => {
  await t?.close();
  await images?.close();
});
/** Each bad SVG, the reason a person reads, and whether it fits a media upload (20 MB). */
const BAD: [string, () => string, RegExp][] = [
  [
    'an external <image href>',
    () => svg(`<image href="${canaryUrl}/x.png" width="100" height="100"/>`),
    /refers to an outside resource \(<image href="http:\/\/127\.0\.0\.1:\d+\/x\.png">\)/,
  ],
  [
    'an external xlink:href in a <use>',
    () =>
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9"><use xlink:href="${canaryUrl}/s.svg#a"/></svg>`,
    /refers to an outside resource/,
  ],
  [
    'a CSS url() to the network',
    () => svg(`<rect width="9" height="9" style="fill: url('${canaryUrl}/p.png')"/>`),
    /refers to an outside resource \(url\(http/,
  ],
  [
    // Issue 39: kept by the sanitiser, though nothing fetched it.
    'a CSS image-set() in a <style>',
    () => svg(`<style>rect { fill: image-set("${canaryUrl}/p.png" 1x); }</style><rect width="9" height="9"/>`),
    /loads a resource through image-set\(\) in its <style>: only url\(#id\) is allowed/,
  ],
  [
    'a -webkit-image-set() in a style attribute',
    () => svg(`<rect width="9" height="9" style="background: -webkit-image-set('${canaryUrl}/p.png' 1x)"/>`),
    /loads a resource through -webkit-image-set\(\) in its style attribute on <rect>/,
  ],
  [
    'a CSS @import',
    () => svg(`<style>@import "${canaryUrl}/x.css";</style>`),
    /imports a stylesheet \(@import in its <style>\)/,
  ],
  [
    'an @import split across CDATA and text',
    () => svg(`<style><![CDATA[@imp]]>ort url(${canaryUrl}/y.css);</style>`),
    /imports a stylesheet/,
  ],
  [
    'a <script>',
    () => svg(`<script>fetch('${canaryUrl}/steal')</script><rect width="9" height="9"/>`),
    /has a <script> element, which is not allowed/,
  ],
  [
    'an event handler',
    () => svg(`<rect width="9" height="9" onload="fetch('${canaryUrl}/x')"/>`),
    /has an event handler attribute \(onload on <rect>\)/,
  ],
  [
    'a <foreignObject>',
    () =>
      svg(
        `<foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${canaryUrl}/f"/></foreignObject>`,
      ),
    /has a <foreignObject> element/,
  ],
  [
    'a billion-laughs entity',
    () =>
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lollollollollollollollollol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;"><!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]>${svg('<text>&i;&i;&i;&i;&i;&i;&i;&i;&i;&i;</text>')}`,
    /has a DOCTYPE: entity declarations are not accepted/,
  ],
  ['100,000 elements', () => svg('<g/>'.repeat(100_000)), /has more than 20,000 elements/],
  [
    '100,000 path commands',
    () => svg(`<path d="M0 0${' L1 1'.repeat(100_000)}"/>`),
    /has more than 50,000 path commands/,
  ],
  [
    'a <use> bomb',
    () =>
      svg(
        `<defs><g id="a0"><rect width="1" height="1"/></g>${[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<g id="a${i}">${`<use href="#a${i - 1}"/>`.repeat(10)}</g>`).join('')}</defs><use href="#a8"/>`,
      ),
    /would draw more than 200,000 elements and path commands/,
  ],
  ['3 MB of SVG', () => svg(`<desc>${'x'.repeat(3 * 1024 * 1024)}</desc>`), /is larger than 2 MB/],
  [
    // Issue 39: 100 KB that passed the sanitiser and drew for about ten minutes.
    'a blur filter on each of 2,000 shapes',
    () =>
      svg(
        `<defs><filter id="b"><feGaussianBlur stdDeviation="100000"/></filter></defs>${'<rect width="9" height="9" filter="url(#b)"/>'.repeat(2000)}`,
      ),
    /has filters that would cost 2,000 passes over the image, more than 64 \(each filter primitive counts once for every element drawn with it\)/,
  ],
  [
    'a stylesheet filter on 100 shapes',
    () =>
      svg(
        `<style>.s { filter: url(#b) }</style><defs><filter id="b"><feGaussianBlur stdDeviation="100000"/></filter></defs>${'<rect class="s" width="9" height="9"/>'.repeat(100)}`,
      ),
    /has filters that would cost 100 passes over the image/,
  ],
];

describe('SVG sources', () => {
  let origin = '';
  let templateUuid = '';
  let canary: Awaited<ReturnType<typeof loopbackServer>>;
  let canaryConnections = 0;
  const usage = async () => (await t.request('GET', '/api/v1/usage', { token })).body;

  /** A real multipart upload. */
  async function upload(bytes: string | Buffer, name = 'logo.svg') {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: 'image/svg+xml' }), name);
    const res = await fetch(`${t.url}/api/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  const snap = (variants: Record<string, unknown>[]) =>
    t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateUuid, variants } });
  const png = async (mediaUrl: string) =>
    decodePng(Buffer.from(await (await fetch(t.url + new URL(mediaUrl).pathname)).arrayBuffer()));

  beforeAll(async () => {
    canary = await loopbackServer((_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end());
    canary.server.on('connection', () => canaryConnections++);
    canaryUrl = canary.origin;
    origin = images.origin;
    const layers = [{ layer: 'logo', type: 'image', x: 0, y: 0, width: 200, height: 100, image_url: null }];
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Logo', width: 200, height: 100, background_color: '#ffffff', layers },
    });
    templateUuid = tpl.body.data.uuid;
    // One render first, so the timed refusals below do not pay for starting the render workers.
    served.set('/warm.svg', svg('<rect width="9" height="9"/>'));
    expect((await snap([{ layer: 'logo', image_url: `${origin}/warm.svg` }])).status).toBe(201);
  });
  afterAll(async () => {
    await canary?.close();
  });

  it('takes an SVG upload, stores it sanitised as image/svg+xml, and renders it from its src', async () => {
    const up = await upload(LOGO_SVG);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.src).toMatch(/\.svg$/);
    const file = await fetch(t.url + new URL(up.body.src).pathname);
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const stored = await file.text();
    expect(stored).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" width="200" height="100" viewBox="0 0 200 100" preserveAspectRatio="none">/,
    );
    const r = await snap([{ layer: 'logo', image_url: up.body.src }]);
    expect(r.status, r.text).toBe(201);
    const out = await png(r.body.media_url);
    // The badge's gradient: indigo at the left, cyan at the right; white outside its rounded corner.
    expect(
      pixel(out, 10, 50)
        .slice(0, 3)
        .map((c, i) => Math.abs(c - [79, 70, 229][i]) < 30),
    ).toEqual([true, true, true]);
    expect(
      pixel(out, 190, 50)
        .slice(0, 3)
        .map((c, i) => Math.abs(c - [6, 182, 212][i]) < 30),
    ).toEqual([true, true, true]);
    expect(pixel(out, 1, 1).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it('renders an SVG image_url fetched through the outbound policy', async () => {
    served.set('/logo.svg', LOGO_SVG);
    const r = await snap([{ layer: 'logo', image_url: `${origin}/logo.svg` }]);
    expect(r.status, r.text).toBe(201);
    expect(pixel(await png(r.body.media_url), 70, 60).slice(0, 3), 'the white triangle, scaled 1:1').toEqual([
      255, 255, 255,
    ]);
  });

  it.each(BAD)(
    'refuses an upload with %s: a 422 with the reason within a second, nothing stored or fetched',
    async (_, make, reason) => {
      const before = await t.app.services.database.prisma.media.count();
      const started = Date.now();
      const r = await upload(make());
      expect(Date.now() - started).toBeLessThan(1000);
      expect(r.status).toBe(422);
      expect(r.body.message).toMatch(/^The SVG file cannot be used: it /);
      expect(r.body.errors.file[0]).toMatch(reason);
      expect(await t.app.services.database.prisma.media.count()).toBe(before);
      expect(canaryConnections).toBe(0);
    },
  );

  it.each(BAD)(
    'fails a render whose image_url is an SVG with %s: 422 naming the layer, nothing charged or fetched',
    async (name, make, reason) => {
      const path = `/bad-${BAD.findIndex(([n]) => n === name)}.svg`;
      served.set(path, make());
      const before = await usage();
      const started = Date.now();
      const r = await snap([{ layer: 'logo', image_url: `${origin}${path}` }]);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(r.status).toBe(422);
      expect(r.body.errors.render[0]).toMatch(
        new RegExp(`^Layer "logo": the image at ${origin}${path} could not be used: the SVG `),
      );
      expect(r.body.errors.render[0]).toMatch(reason);
      expect(await usage()).toEqual(before);
      expect(canaryConnections).toBe(0);
    },
  );

  it('refuses ten million elements by size before parsing: 413 for an upload, 422 for an image_url', async () => {
    const huge = svg('<g/>'.repeat(10_000_000));
    let started = Date.now();
    expect((await upload(huge)).status).toBe(413);
    // Refused by its declared length; most of this is the client sending 40 MB.
    expect(Date.now() - started).toBeLessThan(3000 * loadFactor());
    served.set('/huge.svg', huge);
    started = Date.now();
    const r = await snap([{ layer: 'logo', image_url: `${origin}/huge.svg` }]);
    expect(Date.now() - started).toBeLessThan(1000 * loadFactor());
    expect(r.status).toBe(422);
    expect(r.body.errors.render[0]).toMatch(/^Layer "logo": .*could not be used: response larger than 10 MB\.$/);
  });
});

describe('image filter and style overrides', () => {
  const layer = (props: Record<string, unknown>) => ({
    layer: 'photo',
    type: 'image',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    image_url: `${images.origin}/halves.svg`,
    ...props,
  });

  beforeAll(() => {
    // Twice as wide as high, left half red, right half blue: a square box shows the middle (cover, focal 0.5).
    served.set(
      '/halves.svg',
      svg(
        '<rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#0000ff"/>',
        'viewBox="0 0 200 100"',
      ),
    );
  });

  it.each([
    [
      { filter: 'grayscale(1) glow(2)' },
      'layers.0.filter',
      /The filter is invalid: glow\(\) is not a supported filter function/,
    ],
    [{ filter: 'blur(2)' }, 'layers.0.filter', /blur\(2\) takes a length in px/],
    [{ filter: 'grayscale(1) '.repeat(11) }, 'layers.0.filter', /at most 10 filter functions/],
    [{ mask: 'star' }, 'layers.0.mask', /./],
    [{ flip_x: 'yes' }, 'layers.0.flip_x', /./],
  ])('refuses a template whose image layer has %j (422 naming the property)', async (props, field, message) => {
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Bad', width: 100, height: 100, layers: [layer(props)] },
    });
    expect(r.status, r.text).toBe(422);
    expect(r.body.errors[field]?.[0]).toMatch(message);
  });

  it('takes fit, focal_x, focal_y and filter per render; a bad one is a 422 before anything is rendered or charged', async () => {
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Photo', width: 100, height: 100, layers: [layer({ filter: 'none' })] },
    });
    expect(tpl.status, tpl.text).toBe(201);
    const template_id = tpl.body.data.uuid;
    const render = async (variant: Record<string, unknown>) => {
      const r = await t.request('POST', '/api/v1/snaps', {
        token,
        body: { template_id, variants: [{ layer: 'photo', ...variant }] },
      });
      expect(r.status, r.text).toBe(201);
      return decodePng(Buffer.from(await (await fetch(t.url + new URL(r.body.media_url).pathname)).arrayBuffer()));
    };
    const plain = await render({});
    expect(pixel(plain, 25, 50).slice(0, 3)).toEqual([255, 0, 0]);
    const gray = await render({ filter: 'grayscale(1)' });
    const [r, g, b] = pixel(gray, 25, 50);
    expect([r === g && g === b, r > 40 && r < 100]).toEqual([true, true]);
    expect(pixel(plain, 75, 50).slice(0, 3)).toEqual([0, 0, 255]);
    const right = await render({ focal_x: 1 });
    expect(pixel(right, 25, 50).slice(0, 3), 'cover about the right edge').toEqual([0, 0, 255]);
    const contained = await render({ fit: 'contain', focal_y: 0 });
    expect([pixel(contained, 25, 25).slice(0, 3), pixel(contained, 25, 90).slice(0, 3)], 'contain at the top').toEqual([
      [255, 0, 0],
      [255, 255, 255],
    ]);

    const before = (await t.request('GET', '/api/v1/usage', { token })).body;
    const bad = await t.request('POST', '/api/v1/snaps', {
      token,
      body: { template_id, variants: [{ layer: 'photo', filter: 'sepia(2', focal_x: 3, fit: 'stretch' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['variants.0.filter', 'variants.0.fit', 'variants.0.focal_x']);
    expect(bad.body.errors['variants.0.focal_x']).toEqual(['The variants.0.focal x field must be between 0 and 1.']);
    expect((await t.request('GET', '/api/v1/usage', { token })).body).toEqual(before);
  });

  it('takes the image overrides over GraphQL too (VariantInput fit, focalX, focalY, filter), and stores them under their public names', async () => {
    const tpl = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Typed', width: 100, height: 100, layers: [layer({})] },
    });
    const createSnap = 'mutation($i: CreateSnapInput!) { createSnap(input: $i) { snaps { status variants } } }';
    const variants = [{ layer: 'photo', fit: 'contain', focalX: 0.25, focalY: 0, filter: 'sepia(1)' }];
    const ok = await t.graphql(createSnap, { i: { templateId: tpl.body.data.uuid, variants } }, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.createSnap.snaps[0]).toEqual({
      status: 'completed',
      variants: [{ layer: 'photo', fit: 'contain', focal_x: 0.25, focal_y: 0, filter: 'sepia(1)' }],
    });
    const bad = await t.graphql(
      createSnap,
      {
        i: {
          templateId: tpl.body.data.uuid,
          variants: [
            {
              layer: 'photo',
              filter:
                'grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1) grayscale(1)',
            },
          ],
        },
      },
      token,
    );
    expect(JSON.stringify(bad.errors)).toMatch(/variants\.0\.filter.*at most 10 filter functions/);
  });
});
