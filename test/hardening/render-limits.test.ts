import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackServer } from '../render/helpers.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 39, finding 2: a render had no time limit, nothing bounded what its effects cost before
// drawing, one account's queue of renders made another's small snap wait behind all of them, and
// /readyz never said the pool was saturated. Each attack replayed against the real server.

/**
 * Full-canvas boxes, each a translucent gradient blended over the others under a border of 30,000
 * dashes: ~30 ms of a core each at 4000x4000 (measured here), and no effect the budget counts.
 */
const heavyLayers = (n: number, side: number) =>
  Array.from({ length: n }, (_, i) => ({
    layer: `box${i}`,
    type: 'empty',
    x: i % 50,
    y: i % 50,
    width: side,
    height: side,
    background_color: `linear-gradient(${i}deg, rgba(255, 0, 0, 0.5), rgba(0, 0, 255, 0.5))`,
    border_width: 4,
    border_color: '#000000',
    border_dash: [0.5, 0.5],
  }));
const SMALL = [{ layer: 'dot', type: 'empty', x: 10, y: 10, width: 100, height: 50, background_color: '#204060' }];

async function template(t: TestApp, token: string, size: number, layers: unknown[]): Promise<string> {
  const r = await t.request('POST', '/api/v1/templates', {
    token,
    body: { title: 'Attack', width: size, height: size, background_color: '#ffffff', layers },
  });
  expect(r.status, r.text).toBe(201);
  return r.body.data.uuid;
}
const snap = (t: TestApp, token: string, templateId: string, format = 'png') =>
  t.request('POST', '/api/v1/snaps', { token, body: { template_id: templateId, format } });
const credits = async (t: TestApp, token: string) =>
  (await t.request('GET', '/api/v1/usage', { token })).body.period_available_requests;

describe.each(BACKENDS)('a render past RENDER_TIME_LIMIT_MS (%s)', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(backend, { RENDER_TIME_LIMIT_MS: '500' });
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(() => t?.close());

  it('is stopped (its thread ended and replaced): the sync snap is a 422 saying why, kept failed, uncharged', async () => {
    // About six seconds of a core here, twelve times the limit; it ran to the end before the limit.
    const heavy = await template(t, token, 4000, heavyLayers(200, 4000));
    const reason =
      'The render took longer than its time limit of 0.5 s (RENDER_TIME_LIMIT_MS) and was stopped: draw less (fewer or smaller layers, shadows, blurs and SVG filters).';
    const r = await snap(t, token, heavy);
    expect(r.status, r.text).toBe(422);
    expect(r.body).toEqual({ message: reason, errors: { render: [reason] } });
    const failed = await t.app.services.database.prisma.snap.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    expect(failed).toMatchObject({ status: 'failed', lastError: reason, mediaKey: null });
    expect(await credits(t, token)).toBe(10);
    // The pool renders on: the next snap gets a new thread.
    const after = await snap(t, token, await template(t, token, 400, SMALL));
    expect(after.status, after.text).toBe(201);
    expect(await credits(t, token)).toBe(9);
  });

  it("holds for a clip's frames too (issue 41): the GIF fails saying why, uncharged", async () => {
    const r = await t.request('POST', '/api/v1/templates', {
      token,
      body: {
        title: 'Heavy clip',
        width: 4000,
        height: 4000,
        background_color: '#ffffff',
        animation: { duration: 1000, fps: 1 },
        layers: heavyLayers(200, 4000),
      },
    });
    expect(r.status, r.text).toBe(201);
    const before = await credits(t, token);
    const gif = await snap(t, token, r.body.data.uuid, 'gif');
    expect(gif.status, gif.text).toBe(422);
    expect(gif.body.errors.render[0]).toMatch(/^The render took longer than its time limit of 0.5 s/);
    expect(await credits(t, token)).toBe(before);
  });
});

describe('the effects budget, checked before drawing', () => {
  let t: TestApp;
  let token: string;
  const svgs = new Map<string, string>();
  let images: Awaited<ReturnType<typeof loopbackServer>>;

  beforeAll(async () => {
    images = await loopbackServer((req: IncomingMessage, res: ServerResponse) => {
      const body = svgs.get(req.url ?? '');
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
    });
    t = await startTestApp('pglite', { ALLOWED_PRIVATE_HOSTS: '127.0.0.1' });
    ({ token } = await t.account({ credits: 10 }));
  });
  afterAll(async () => {
    await t?.close();
    await images?.close();
  });

  it('fails 200 layers of 4000x4000 with shadow_blur 500 (81 s of drawing) at once, naming the layer past the budget', async () => {
    const layers = heavyLayers(200, 4000).map((l) => ({ ...l, shadow_color: '#000000', shadow_blur: 500 }));
    const r = await snap(t, token, await template(t, token, 4000, layers));
    // Four shadows covering the 4000x4000 canvas fit in 64 million pixels; the fifth does not.
    const reason =
      'Layer "box4": with its shadow, blur or SVG filters the render\'s effects cover 80.0 million pixels, over the budget of 64 million per render (docs/rendering.md, "Effects budget"): use fewer or smaller shadows, blurred images and filtered SVG images.';
    expect(r.status, r.text).toBe(422);
    expect(r.body).toEqual({ message: reason, errors: { render: [reason] } });
    expect(await credits(t, token)).toBe(10);
  });

  it('counts an SVG image its filter passes times the size it is drawn at', async () => {
    // 40 filtered shapes: within the sanitiser's 64 passes, so small it renders; at 4000x4000, 640 million pixels.
    svgs.set(
      '/filtered.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><filter id="b"><feGaussianBlur stdDeviation="3"/></filter></defs>${'<rect width="9" height="9" filter="url(#b)"/>'.repeat(40)}</svg>`,
    );
    const logo = (side: number) => [
      {
        layer: 'logo',
        type: 'image',
        x: 0,
        y: 0,
        width: side,
        height: side,
        image_url: `${images.origin}/filtered.svg`,
      },
    ];
    const small = await snap(t, token, await template(t, token, 200, logo(200)));
    expect(small.status, small.text).toBe(201);
    const large = await snap(t, token, await template(t, token, 4000, logo(4000)));
    expect(large.status, large.text).toBe(422);
    expect(large.body.errors.render[0]).toMatch(
      /^Layer "logo": with its shadow, blur or SVG filters the render's effects cover 640\.0 million pixels, over the budget of 64 million/,
    );
    expect(await credits(t, token)).toBe(9);
  });
});

describe('the pool shared between accounts, and its saturation', () => {
  let t: TestApp;
  let heavyToken: string;
  let heavy: string;

  /** Renders waiting for a thread now, as /metrics tells. */
  const waiting = async () => {
    const text = (await t.request('GET', '/metrics')).text;
    return Number(/^snapforge_render_queue_renders (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  beforeAll(async () => {
    // One render thread (the suite's), taking two renders at once.
    t = await startTestApp('pglite', { RENDER_QUEUE_SATURATED_MS: '300' });
    ({ token: heavyToken } = await t.account({ credits: 20 }));
    heavy = await template(t, heavyToken, 4000, heavyLayers(15, 4000));
  });
  afterAll(() => t?.close());

  it("another account's small snap waits only for the renders running, not behind the first account's queue", async () => {
    const { token } = await t.account({ credits: 5 });
    const small = await template(t, token, 400, SMALL);
    let heavyDone = 0;
    const heavySnaps = [0, 1, 2, 3].map(() => snap(t, heavyToken, heavy).then((r) => (heavyDone++, r)));
    // Two run on the thread; two wait.
    await waitFor(async () => (await waiting()) >= 2, 30_000, 'two heavy renders to wait');
    const r = await snap(t, token, small);
    const doneBefore = heavyDone;
    expect(r.status, r.text).toBe(201);
    // In the order they came, it waited for all four (before the fix: the third finished first).
    expect(doneBefore).toBeLessThanOrEqual(2);
    expect((await Promise.all(heavySnaps)).map((s) => s.status)).toEqual([201, 201, 201, 201]);
  });

  it('/readyz is a 503 naming the render pool saturated while renders wait past RENDER_QUEUE_SATURATED_MS; /healthz stays up', async () => {
    const heavySnaps = [0, 1, 2, 3].map(() => snap(t, heavyToken, heavy));
    const saturated = await waitFor(
      async () => {
        const r = await t.request('GET', '/readyz');
        return r.body.checks?.render === 'saturated' && r;
      },
      30_000,
      '/readyz to report saturation',
    );
    expect(saturated.status).toBe(503);
    expect(saturated.body).toEqual({ status: 'unavailable', checks: { database: 'ok', render: 'saturated' } });
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    await Promise.all(heavySnaps);
    const ready = await t.request('GET', '/readyz');
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', render: 'ok' } });
  });
});
