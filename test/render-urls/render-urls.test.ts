import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLayers, createTemplate } from '../snaps/fixtures.js';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { get, near, pixelOf, signingKey, signWith, urlSnaps } from './support.js';
import { qpdfCheck } from '../render/helpers.js';

const RED = [255, 0, 0];

describe('signed render URLs', () => {
  let t: TestApp;
  let token: string;
  let email: string;
  let key: string;
  let template: string;
  const credits = async (tok = token) =>
    (await t.request('GET', '/api/v1/usage', { token: tok })).body.period_available_requests;

  beforeAll(async () => {
    t = await startTestApp('pglite', { URL_SIGNING_KEY_GRACE_SECONDS: '1', RENDER_URL_RENDERS_PER_MINUTE: '15' });
    ({ token, email } = await t.account({ credits: 100 }));
    key = await signingKey(t, token);
    template = await createTemplate(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a URL signed in Node renders once, with no token, and is then served from the cache (ETag, 304)', async () => {
    const url = await signWith('node', key, t.url, template, 'png', [
      ['bg', '#ff0000'],
      ['title', 'Hi there & you'],
      ['qr.hidden', 'true'],
    ]);
    expect(key).toMatch(/^sfu_[\w-]{43}$/);
    const before = await credits();
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('content-length')).toBe(String(first.body.length));
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(near(await pixelOf(first.body, 170, 190), RED)).toBe(true);
    // qr hidden: the bg shows where the QR code was drawn.
    expect(near(await pixelOf(first.body, 250, 60), RED)).toBe(true);
    expect(await credits()).toBe(before - 1);
    const snaps = await t.app.services.database.prisma.snap.findMany({ where: { source: 'url' } });
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toMatchObject({ status: 'completed', templateUuid: template, isAsync: false });

    const again = await get(url);
    expect([again.status, again.headers.get('x-cache'), again.headers.get('etag')]).toEqual([
      200,
      'HIT',
      first.headers.get('etag'),
    ]);
    expect(again.body.equals(first.body)).toBe(true);
    const notModified = await get(url, { 'if-none-match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(first.headers.get('etag'));
    expect([await urlSnaps(t), await credits()]).toEqual([1, before - 1]);

    // Python signs the same URL; a reordered query is the same URL; a token sent is not read.
    const python = await signWith('python', key, t.url, template, 'png', [
      ['qr.hidden', 'true'],
      ['title', 'Hi there & you'],
      ['bg', '#ff0000'],
    ]);
    expect(python).toBe(url);
    const [path, query] = url.split('?');
    const reordered = `${path}?${query.split('&').reverse().join('&')}`;
    for (const u of [python, reordered]) {
      const r = await get(u, { authorization: 'Bearer nonsense', origin: 'https://example.org' });
      expect([r.status, r.headers.get('x-cache'), r.headers.get('access-control-allow-origin')]).toEqual([
        200,
        'HIT',
        '*',
      ]);
      expect(r.body.equals(first.body)).toBe(true);
    }
    expect(await urlSnaps(t)).toBe(1);
  });

  it("refuses a changed, added or missing parameter (403), an expired URL (410) and another account's key (403)", async () => {
    const url = await signWith('node', key, t.url, template, 'png', [['title', 'Signed']]);
    const forged = [
      url.replace('title=Signed', 'title=Forged'),
      `${url}&bg=%23000000`,
      url.replace(/&?s=[0-9a-f]+$/, ''),
      url.replace('.png?', '.jpeg?'),
    ];
    for (const u of forged)
      expect(await get(u).then((r) => [r.status, JSON.parse(r.body.toString())])).toEqual([
        403,
        { message: 'Invalid signature.' },
      ]);

    const expired = await signWith('node', key, t.url, template, 'png', [
      ['title', 'Old'],
      ['expires', String(Math.floor(Date.now() / 1000) - 1)],
    ]);
    expect(await get(expired).then((r) => [r.status, JSON.parse(r.body.toString())])).toEqual([
      410,
      { message: 'This URL has expired.' },
    ]);
    const later = await signWith('node', key, t.url, template, 'png', [
      ['title', 'Later'],
      ['expires', String(Math.floor(Date.now() / 1000) + 60)],
    ]);
    expect((await get(later)).status).toBe(200);

    const other = await t.account({ credits: 10 });
    const otherKey = await signingKey(t, other.token);
    expect(otherKey).not.toBe(key);
    expect((await get(await signWith('node', otherKey, t.url, template, 'png', [['title', 'Mine']]))).status).toBe(403);
    expect((await get(`${t.url}/api/v1/render/00000000-0000-4000-8000-000000000000.png?s=00`)).status).toBe(404);
  });

  it('50 simultaneous first requests render once, charge once and get fifty identical bodies', async () => {
    const url = await signWith('node', key, t.url, template, 'webp', [['title', 'Crowd']]);
    const [snapsBefore, before] = [await urlSnaps(t), await credits()];
    const all = await Promise.all(Array.from({ length: 50 }, () => get(url)));
    expect(new Set(all.map((r) => r.status))).toEqual(new Set([200]));
    expect(all.every((r) => r.body.equals(all[0].body) && r.headers.get('content-type') === 'image/webp')).toBe(true);
    expect([await urlSnaps(t), await credits()]).toEqual([snapsBefore + 1, before - 1]);
  });

  it('GraphQL signs the URL; publishing the template changes the image at the same URL', async () => {
    const created = await t.request('POST', '/api/v1/templates', {
      token,
      body: { title: 'Changing', width: 320, height: 200, layers: cardLayers(null) },
    });
    const { id, uuid } = created.body.data;
    const r = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, variants: [{layer: "title", text: "Same"}], format: png) }',
      { id: uuid },
      token,
    );
    const url = (r.data.signedRenderUrl as string).replace(t.app.services.config.PUBLIC_URL, t.url);
    expect(near(await pixelOf((await get(url)).body, 170, 190), [0x12, 0x34, 0x56])).toBe(true);
    // Style overrides become `{layer}.{property}`, a text layer's backgroundColor its highlight; the bg layer's, its content.
    const styled = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, variants: [{layer: "title", text: "Same", color: "#ff0000", fontSize: 30, backgroundColor: "#ffff00"}, {layer: "bg", backgroundColor: "#0000ff"}, {layer: "nope", text: "x"}]) }',
      { id: uuid },
      token,
    );
    const query = new URL(styled.data.signedRenderUrl).searchParams;
    expect([...query.keys()].sort()).toEqual([
      'bg',
      's',
      'title',
      'title.background_color',
      'title.color',
      'title.font_size',
    ]);
    expect(
      (await get((styled.data.signedRenderUrl as string).replace(t.app.services.config.PUBLIC_URL, t.url))).status,
    ).toBe(200);
    const layers = cardLayers(null).map((l) => (l.layer === 'bg' ? { ...l, background_color: '#00ff00' } : l));
    expect(
      (await t.request('PATCH', `/api/v1/templates/${id}`, { token, body: { title: 'Changing', layers } })).status,
    ).toBe(200);
    const after = await get(url);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(near(await pixelOf(after.body, 170, 190), [0, 255, 0])).toBe(true);
  });

  it('GraphQL takes the format as an enum and refuses what the GET would refuse: a style value, transparent with jpeg or pdf, an expiry past', async () => {
    const sign = (args: string, variables: Record<string, unknown> = {}) =>
      t.graphql(
        `query($id: String!, $expires: DateTime) { signedRenderUrl(templateId: $id, expiresAt: $expires, ${args}) }`,
        { id: template, ...variables },
        token,
      );
    const format = await t.graphql(
      '{ __type(name: "Query") { fields(includeDeprecated: true) { name args { name type { name kind } } } } }',
      {},
      token,
    );
    const field = format.data.__type.fields.find((f: { name: string }) => f.name === 'signedRenderUrl');
    expect(field.args.find((a: { name: string }) => a.name === 'format').type).toEqual({
      name: 'RenderUrlFormat',
      kind: 'ENUM',
    });
    expect((await sign('format: pdf')).data.signedRenderUrl).toMatch(/\.pdf\?/);
    expect((await sign('format: tiff')).errors[0].message).toMatch(/Value "tiff" does not exist in "RenderUrlFormat"/);
    const refused = async (args: string, variables?: Record<string, unknown>) => {
      const r = await sign(args, variables);
      expect(r.data).toBeNull();
      expect(r.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      return r.errors[0].extensions.errors;
    };
    expect(
      await refused(
        'variants: [{layer: "title", color: "not a colour", fontSize: -3}, {layer: "photo", fit: "stretch"}, {layer: "bg", opacity: 2}]',
      ),
    ).toEqual({
      'variants.0.color': ['The variants.0.color field must be a valid CSS colour.'],
      'variants.0.fontSize': ['The variants.0.font size field must be greater than 0.'],
      'variants.1.fit': ['The selected variants.1.fit is invalid. Valid values: cover, contain, fill.'],
      'variants.2.opacity': ['The variants.2.opacity field must be a number from 0 to 1.'],
    });
    for (const f of ['jpeg', 'pdf'])
      expect(await refused(`format: ${f}, transparent: true`)).toEqual({
        transparent: ['The transparent field is only valid for png and webp formats.'],
      });
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await refused('format: png', { expires: past })).toEqual({
      expiresAt: ['The expires at field must be a date after now.'],
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const url = (await sign('variants: [{layer: "title", color: "#ff0000"}]', { expires: future })).data
      .signedRenderUrl as string;
    expect((await get(url.replace(t.app.services.config.PUBLIC_URL, t.url))).status).toBe(200);
  });

  it('the CLI refuses a query its URL would be refused for, and an expiry past', async () => {
    const env = { DATA_DIR: t.dataDir, PUBLIC_URL: t.app.services.config.PUBLIC_URL };
    const sign = (...args: string[]) => cli(['render-url', '--email', email, '--template', template, ...args], env);
    const style = await sign('--query', 'title.font_size=0&bg.opacity=3');
    expect(style.code).not.toBe(0);
    expect(style.stderr).toMatch(/The variants.0.font size field must be greater than 0. \(and 1 more error\)/);
    const past = await sign('--expires', String(Math.floor(Date.now() / 1000) - 60));
    expect(past.code).not.toBe(0);
    expect(past.stderr).toMatch(/The expires field must be a date after now/);
  });

  it('a rotated key keeps working for the grace period only', async () => {
    const old = await signWith('node', key, t.url, template, 'png', [['title', 'Rotation']]);
    const rotated = await t.graphql('mutation { rotateUrlSigningKey }', {}, token);
    const fresh = rotated.data.rotateUrlSigningKey as string;
    expect(fresh).not.toBe(key);
    expect((await get(old)).status).toBe(200);
    await sleep(1200);
    expect((await get(old)).status).toBe(403);
    expect((await get(await signWith('node', fresh, t.url, template, 'png', [['title', 'Rotation']]))).status).toBe(
      200,
    );
    key = fresh;
  });

  it('out of credits: an uncached URL is 417, a cached one is still served; renders are limited per account', async () => {
    const poor = await t.account({ credits: 1 });
    const poorKey = await signingKey(t, poor.token);
    const poorTemplate = await createTemplate(t, poor.token);
    const paid = await signWith('node', poorKey, t.url, poorTemplate, 'png', [['title', 'Paid']]);
    expect((await get(paid)).status).toBe(200);
    const unpaid = await get(await signWith('node', poorKey, t.url, poorTemplate, 'png', [['title', 'Unpaid']]));
    expect([unpaid.status, JSON.parse(unpaid.body.toString())]).toEqual([
      417,
      { message: 'You have reached your snap quota.' },
    ]);
    expect((await get(paid)).status).toBe(200);

    const busy = await t.account({ credits: 100 });
    const busyKey = await signingKey(t, busy.token);
    const busyTemplate = await createTemplate(t, busy.token);
    const statuses = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (await get(await signWith('node', busyKey, t.url, busyTemplate, 'png', [['title', `n${i}`]]))).status,
      );
    expect(statuses).toEqual([...Array(15).fill(200), 429]);
    expect(await credits(busy.token)).toBe(85);
  });

  it('restyles a text layer (color, font_size), and refuses a property the engine or the layer does not take, a bad value and a parameter given twice (422)', async () => {
    const plain = await get(await signWith('node', key, t.url, template, 'png', [['title', 'Styled']]));
    const styled = await get(
      await signWith('node', key, t.url, template, 'png', [
        ['title', 'Styled'],
        ['title.color', '#ff0000'],
        ['title.font_size', '30'],
      ]),
    );
    expect([plain.status, styled.status]).toEqual([200, 200]);
    expect(Buffer.compare(plain.body, styled.body)).not.toBe(0);
    const unknown = await get(await signWith('node', key, t.url, template, 'png', [['title.colour', 'red']]));
    expect(unknown.status).toBe(422);
    expect(JSON.parse(unknown.body.toString()).errors).toEqual({
      'title.colour': [expect.stringContaining('sets colour')],
    });
    const notText = await get(await signWith('node', key, t.url, template, 'png', [['bg.color', 'red']]));
    expect(JSON.parse(notText.body.toString()).errors).toEqual({
      'bg.color': ['The bg.color parameter sets color, which only a text layer takes.'],
    });
    const badColour = await get(await signWith('node', key, t.url, template, 'png', [['title.color', 'not-a-colour']]));
    expect(badColour.status).toBe(422);
    const twice = await get(
      await signWith('node', key, t.url, template, 'png', [
        ['title', 'a'],
        ['title', 'b'],
      ]),
    );
    expect(twice.status).toBe(422);
    const jpegTransparent = await get(await signWith('node', key, t.url, template, 'jpeg', [['transparent', 'true']]));
    expect(JSON.parse(jpegTransparent.body.toString()).errors).toEqual({
      transparent: ['The transparent field is only valid for png and webp formats.'],
    });
  });

  it('restyles an image layer (fit, focal_x, focal_y, filter), signed from GraphQL too; an image property on a text layer is a 422', async () => {
    // An account of its own: renders are limited per account, and the tests after this one render with the first.
    const own = await t.account({ credits: 10 });
    const ownKey = await signingKey(t, own.token);
    const ownTemplate = await createTemplate(t, own.token);
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        [
          await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
        ],
        { type: 'image/png' },
      ),
      'red.png',
    );
    const { src } = (await (
      await fetch(`${t.url}/api/v1/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${own.token}` },
        body: form,
      })
    ).json()) as { src: string };
    // The photo layer is 160x100 at the top left; bg and title cover none of its middle left.
    const gray = await get(
      await signWith('node', ownKey, t.url, ownTemplate, 'png', [
        ['photo', src],
        ['photo.filter', 'grayscale(1)'],
        ['photo.fit', 'fill'],
        ['photo.focal_x', '0'],
      ]),
    );
    expect(gray.status).toBe(200);
    const [r, g, b] = await pixelOf(gray.body, 20, 50);
    expect([r === g && g === b, r > 40 && r < 100]).toEqual([true, true]);
    const onText = await get(await signWith('node', ownKey, t.url, ownTemplate, 'png', [['title.filter', 'sepia(1)']]));
    expect(JSON.parse(onText.body.toString()).errors).toEqual({
      'title.filter': ['The title.filter parameter sets filter, which only an image layer takes.'],
    });
    const badFilter = await get(
      await signWith('node', ownKey, t.url, ownTemplate, 'png', [['photo.filter', 'glow(1)']]),
    );
    expect([badFilter.status, Object.keys(JSON.parse(badFilter.body.toString()).errors)]).toEqual([
      422,
      ['variants.0.filter'],
    ]);
    const signed = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, variants: [{layer: "photo", fit: "contain", focalX: 0.5, focalY: 0, filter: "sepia(1)"}]) }',
      { id: ownTemplate },
      own.token,
    );
    expect([...new URL(signed.data.signedRenderUrl).searchParams.keys()].sort()).toEqual([
      'photo.filter',
      'photo.fit',
      'photo.focal_x',
      'photo.focal_y',
      's',
    ]);
  });

  it("sets any layer's opacity and an empty layer's border_color, signed from GraphQL variants too; border_color on a text layer is a 422", async () => {
    // Its own account: renders are limited per account, and the tests around spend that budget.
    const own = await t.account({ credits: 10 });
    const [ownKey, ownTemplate] = [await signingKey(t, own.token), await createTemplate(t, own.token)];
    // The bg layer (fixtures.ts) fills the card with #123456; at opacity 0 the white canvas shows.
    const faded = await get(
      await signWith('node', ownKey, t.url, ownTemplate, 'png', [
        ['bg.opacity', '0'],
        ['bg.border_color', '#ff0000'],
      ]),
    );
    expect(faded.status).toBe(200);
    expect(near(await pixelOf(faded.body, 170, 190), [255, 255, 255])).toBe(true);
    const notEmpty = await get(
      await signWith('node', ownKey, t.url, ownTemplate, 'png', [['title.border_color', 'red']]),
    );
    expect(JSON.parse(notEmpty.body.toString()).errors).toEqual({
      'title.border_color': ['The title.border_color parameter sets border_color, which only an empty layer takes.'],
    });
    const half = await get(await signWith('node', ownKey, t.url, ownTemplate, 'png', [['bg.opacity', 'half']]));
    expect([half.status, JSON.parse(half.body.toString()).errors]).toEqual([
      422,
      { 'variants.0.opacity': ['The variants.0.opacity field must be a number from 0 to 1.'] },
    ]);
    const signed = await t.graphql(
      'query($id: String!) { signedRenderUrl(templateId: $id, variants: [{layer: "bg", borderColor: "#ff0000", opacity: 0.5}, {layer: "title", borderColor: "#00ff00", opacity: 1}]) }',
      { id: ownTemplate },
      own.token,
    );
    expect([...new URL(signed.data.signedRenderUrl).searchParams.entries()].filter(([k]) => k !== 's')).toEqual([
      ['bg.border_color', '#ff0000'],
      ['bg.opacity', '0.5'],
      ['title.opacity', '1'],
    ]);
  });

  it('renders PDF and transparent PNG', async () => {
    const pdf = await get(await signWith('node', key, t.url, template, 'pdf', [['title', 'As a PDF']]));
    expect([pdf.status, pdf.headers.get('content-type'), pdf.body.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    expect(qpdfCheck(pdf.body)).toContain('No syntax or stream encoding errors found');
    const png = await get(
      await signWith('node', key, t.url, template, 'png', [
        ['transparent', '1'],
        ['bg.hidden', 'true'],
        ['photo.hidden', 'true'],
      ]),
    );
    const { data, info } = await sharp(png.body).raw().toBuffer({ resolveWithObject: true });
    expect([png.status, info.channels, data[(5 * info.width + 5) * 4 + 3]]).toEqual([200, 4, 0]);
  });

  it('the CLI prints the signed URL and its og:image tag, and shows the key', async () => {
    const env = { DATA_DIR: t.dataDir, PUBLIC_URL: t.app.services.config.PUBLIC_URL };
    const r = await cli(
      [
        'render-url',
        '--email',
        email,
        '--template',
        template,
        '--format',
        'jpeg',
        '--query',
        'title=From the CLI&bg=%23ff0000',
      ],
      env,
    );
    expect([r.stderr, r.code]).toEqual(['', 0]);
    const { url, og_image_tag } = JSON.parse(r.stdout);
    expect(url).toBe(
      await signWith('node', key, env.PUBLIC_URL, template, 'jpeg', [
        ['title', 'From the CLI'],
        ['bg', '#ff0000'],
      ]),
    );
    expect(og_image_tag).toBe(`<meta property="og:image" content="${url.replaceAll('&', '&amp;')}">`);
    const image = await get(url.replace(env.PUBLIC_URL, t.url));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const shown = await cli(['url-signing-key', 'show', '--email', email], env);
    expect(JSON.parse(shown.stdout)).toEqual({ email, url_signing_key: key });
  });
});
