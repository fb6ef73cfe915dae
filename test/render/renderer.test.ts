import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, type OutboundPolicy } from '../../src/net/outbound-policy.js';
import { AssetLoader, createRenderer, RenderError, type Renderer, type RenderRequest } from '../../src/render/index.js';
import { decodePng, design, loopbackServer, pixel, qpdfCheck, smallImages } from './helpers.js';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY a "lollollollollollollollollollol">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
  <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
]>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text>&e;&e;&e;&e;&e;&e;&e;&e;</text></svg>`;

/** A valid 1x1 PNG whose header then claims `width` x `height`. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

let server: Awaited<ReturnType<typeof loopbackServer>>;
let policy: OutboundPolicy;
let renderer: Renderer;
const hits = new Map<string, number>();
let photo: Buffer;

beforeAll(async () => {
  photo = (await smallImages()).jpeg;
  const hugeHeader = await pngClaiming(50_000, 50_000);
  server = await loopbackServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const port = server.origin.split(':').at(-1);
    switch (path) {
      case '/photo.jpg':
      case '/other.jpg':
        return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      case '/big.jpg': {
        // 40 MB, streamed without a Content-Length: the cap must cut the download, not trust a header.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && res.write(chunk)) sent++;
          if (sent >= 40) res.end();
          else res.once('drain', pump);
        };
        res.on('error', () => {});
        return pump();
      }
      case '/slow.jpg':
        return; // never answers
      case '/redirect-private':
        return void res.writeHead(302, { location: `http://127.0.0.2:${port}/photo.jpg` }).end();
      case '/bomb.svg':
        return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(BILLION_LAUGHS);
      case '/page.html':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Not an image</p>');
      case '/huge.png':
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(hugeHeader);
      case '/damaged.jpg':
        return void res
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64, 7)]));
      default:
        return void res.writeHead(404).end();
    }
  });
  policy = createOutboundPolicy({ allowedPrivateHosts: ['127.0.0.1'] });
  renderer = createRenderer({ policy, threads: 1, timeoutMs: 500 });
});

afterAll(async () => {
  await renderer?.close();
  await policy?.close();
  await server?.close();
});

const photoLayer = (url: string, key = 'photo') => ({
  layer: key,
  type: 'image',
  x: 0,
  y: 0,
  width: 100,
  height: 100,
  image_url: url,
});
const withImage = (path: string, format: RenderRequest['format'] = 'png'): RenderRequest => ({
  design: design(200, 100, [photoLayer(`${server.origin}${path}`)]),
  format,
});

describe('renderer', () => {
  it('fetches the image, draws it in a worker and encodes every format', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['pdf', 'application/pdf'],
    ] as const) {
      const result = await renderer.render(withImage('/photo.jpg', format));
      expect(result.contentType).toBe(type);
      expect(result.data.length).toBeGreaterThan(100);
      if (format === 'pdf') expect(qpdfCheck(result.data)).toContain('No syntax or stream encoding errors found');
    }
    const png = decodePng((await renderer.render(withImage('/photo.jpg'))).data);
    expect([png.width, png.height]).toEqual([200, 100]);
    expect(pixel(png, 150, 50)).toEqual([255, 255, 255, 255]); // background
    expect(pixel(png, 50, 50)).not.toEqual([255, 255, 255, 255]); // photo
  });

  it('fetches a URL once: layers share it, renders reuse it, concurrent renders wait for one fetch', async () => {
    const url = `${server.origin}/other.jpg`;
    const req: RenderRequest = {
      design: design(200, 100, [photoLayer(url, 'a'), photoLayer(url, 'b')]),
      format: 'jpeg',
    };
    await Promise.all([renderer.render(req), renderer.render(req), renderer.render(req)]);
    await renderer.render(req);
    expect(hits.get('/other.jpg')).toBe(1);
  });

  it('keeps renders a thread takes at once apart: each comes out as it does alone', async () => {
    // Same size, so they share the thread's canvas; the photo makes the encoders take a while.
    const card = (i: number, format: RenderRequest['format']): RenderRequest => ({
      design: design(
        300,
        150,
        [
          photoLayer(`${server.origin}/photo.jpg`),
          { layer: 't', type: 'text', x: 110, y: 10, width: 180, height: 130, text: `Card ${i}`, font_size: 40 },
        ],
        `#${(i * 0x1f2e3d) % 0xffffff}`.padEnd(7, '0'),
      ),
      format,
    });
    const requests = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => card(i, i % 2 ? 'png' : 'jpeg'));
    const alone: Buffer[] = [];
    for (const r of requests) alone.push((await renderer.render(r)).data);
    const together = await Promise.all(requests.map((r) => renderer.render(r)));
    together.forEach((r, i) => expect(r.data.equals(alone[i]), `render ${i}`).toBe(true));
  });

  it("frees every render's native buffers, also when a JPEG needs no encoding (each band from a kept prefix)", async () => {
    // Nothing varies, so from the third render on the whole image is a kept prefix and no encoder
    // is awaited; two busy threads go from task to task, each reading back 3 MB of pixels. Before
    // the fix this grew by about 3 MB per render (600 MB here).
    const busy = createRenderer({ policy, threads: 2 });
    const still: RenderRequest = {
      design: design(
        1200,
        630,
        [
          photoLayer(`${server.origin}/photo.jpg`),
          { layer: 't', type: 'text', x: 600, y: 40, width: 560, height: 200, text: 'Nothing varies', font_size: 48 },
        ],
        '#204060',
      ),
      format: 'jpeg',
    };
    try {
      for (let i = 0; i < 5; i++) await busy.render(still);
      const before = process.memoryUsage().rss;
      for (let i = 0; i < 100; i++) await Promise.all([busy.render(still), busy.render(still)]);
      expect((process.memoryUsage().rss - before) / 2 ** 20).toBeLessThan(250);
    } finally {
      await busy.close();
    }
  });

  it('gives back a thread beyond the first after its idle time, and starts it again when renders queue', async () => {
    const idle = createRenderer({ policy, threads: 2, threadIdleMs: 300 });
    const card: RenderRequest = {
      design: design(200, 100, [{ layer: 't', type: 'text', x: 10, y: 10, width: 180, height: 80, text: 'Idle' }]),
      format: 'png',
    };
    // More renders than the first thread takes at once: the second starts (counted from its start).
    const burst = async () => {
      let most = 0;
      const watch = setInterval(() => (most = Math.max(most, idle.threadsRunning())), 1);
      const renders = await Promise.all([0, 1, 2, 3, 4, 5].map(() => idle.render(card)));
      clearInterval(watch);
      expect(renders.every((r) => r.data.length > 0)).toBe(true);
      return most;
    };
    try {
      expect(await burst()).toBe(2);
      await new Promise((r) => setTimeout(r, 1500));
      expect(idle.threadsRunning()).toBe(1);
      expect(await burst()).toBe(2);
    } finally {
      await idle.close();
    }
  });

  it('reports the scale and size of its output', async () => {
    const result = await renderer.render({ ...withImage('/photo.jpg'), scale: 0.5 });
    expect([result.width, result.height]).toEqual([100, 50]);
    const pdf = await renderer.render({ ...withImage('/photo.jpg', 'pdf') });
    expect([pdf.width, pdf.height]).toEqual([150, 75]);
    expect(qpdfCheck(pdf.data)).toContain('No syntax or stream encoding errors found');
  });

  it.each([
    ['a 40 MB image', '/big.jpg', /could not be used: response larger than 10 MB\.$/],
    ['an image URL that times out', '/slow.jpg', /could not be used: timed out after 500 ms\.$/],
    [
      'a redirect to a private address',
      '/redirect-private',
      /could not be used: redirected to http:\/\/127\.0\.0\.2:\d+\/photo\.jpg: 127\.0\.0\.2 is not a public address/,
    ],
    ['an SVG bomb', '/bomb.svg', /could not be used: the SVG has a DOCTYPE: entity declarations are not accepted\.$/],
    [
      'a non-image body',
      '/page.html',
      /could not be used: the response is not a PNG, JPEG, WebP, GIF or SVG image \(Content-Type text\/html\)\.$/,
    ],
    [
      'an image that declares 50000x50000 pixels',
      '/huge.png',
      /could not be used: the image is 50000x50000 pixels; the limit is 40 megapixels\.$/,
    ],
    ['a damaged image', '/damaged.jpg', /(could not be used: the JPEG file is damaged|could not be decoded)/],
    ['a missing image', '/missing.png', /could not be used: HTTP 404\.$/],
  ])('fails the render on %s, naming the layer, the URL and the reason', async (_, path, reason) => {
    const error = await renderer.render(withImage(path)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).layer).toBe('photo');
    expect((error as RenderError).message).toContain(`Layer "photo": the image at ${server.origin}${path}`);
    expect((error as RenderError).message).toMatch(reason);
  });

  it('refuses URLs the outbound policy forbids before connecting', async () => {
    await expect(
      renderer.render({ design: design(100, 100, [photoLayer('file:///etc/passwd')]), format: 'png' }),
    ).rejects.toThrow(
      /Layer "photo": the image at file:\/\/\/etc\/passwd could not be used: only http and https URLs are allowed/,
    );
    await expect(
      renderer.render({ design: design(100, 100, [photoLayer('http://10.0.0.1/x.png')]), format: 'png' }),
    ).rejects.toThrow(/10\.0\.0\.1 is not a public address/);
  });

  it('fails on barcode content its symbology cannot encode, with the reason', async () => {
    const req: RenderRequest = {
      design: design(200, 100, [
        {
          layer: 'code',
          type: 'barcode',
          x: 0,
          y: 0,
          width: 200,
          height: 100,
          symbology: 'ean13',
          barcode_content: '5901234123457',
        },
      ]),
      variants: [{ layer: 'code', barcode_content: '59012341234AB' }],
      format: 'png',
    };
    const error = await renderer.render(req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect(error).toMatchObject({
      layer: 'code',
      message: 'Layer "code": "59012341234AB" is not valid ean13 content: EAN-13 must contain only digits.',
    });
  });

  it('fails on QR content too long for the code', async () => {
    const req: RenderRequest = {
      design: design(200, 200, [
        { layer: 'qr', type: 'qr_code', x: 0, y: 0, width: 200, height: 200, error_correction: 'H' },
      ]),
      variants: [{ layer: 'qr', qr_content: 'x'.repeat(3000) }],
      format: 'png',
    };
    await expect(renderer.render(req)).rejects.toThrow(/Layer "qr": the QR code content cannot be encoded: .*too big/);
  });

  it('renders awkward but valid templates: 10,000 characters, an unknown font, zero-size and off-canvas layers', async () => {
    const req: RenderRequest = {
      design: design(300, 200, [
        {
          layer: 'long',
          type: 'text',
          x: 0,
          y: 0,
          width: 300,
          height: 200,
          font_family: 'No Such Font',
          auto_fit: true,
          text: 'word '.repeat(2000),
        },
        { layer: 'zero', type: 'empty', x: 10, y: 10, width: 0, height: 0, background_color: '#f00' },
        {
          layer: 'outside',
          type: 'image',
          x: 1000,
          y: 1000,
          width: 50,
          height: 50,
          image_url: `${server.origin}/slow.jpg`,
        },
      ]),
      format: 'pdf',
    };
    const result = await renderer.render(req);
    expect(result.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(qpdfCheck(result.data)).toContain('No syntax or stream encoding errors found');
    expect(hits.get('/slow.jpg') ?? 0).toBeLessThanOrEqual(1); // the off-canvas image was never fetched
  });
});

describe('asset loader', () => {
  it("reads the service's own stored files from storage instead of fetching them", async () => {
    const stored = new Map([['media/logo.jpg', photo]]);
    const loader = new AssetLoader({
      policy,
      localFiles: {
        keyOf: (url) => (url.startsWith('http://10.1.2.3/files/') ? url.slice('http://10.1.2.3/files/'.length) : null),
        read: async (key) => stored.get(key) ?? null,
      },
    });
    const asset = await loader.load('http://10.1.2.3/files/media/logo.jpg');
    expect([asset.format, asset.width, asset.height]).toEqual(['jpeg', 160, 120]);
    await expect(loader.load('http://10.1.2.3/files/media/missing.jpg')).rejects.toThrow(/no such file/);
    // Outside the prefix the policy still applies: 10.1.2.3 is private.
    await expect(loader.load('http://10.1.2.3/elsewhere.jpg')).rejects.toThrow(/not a public address/);
  });
});
