import sharp from 'sharp';
import type { TestApp } from '../support/test-app.js';

const BACKGROUND = '#2050a0';

/** A blue card with a red box in the middle and a title. */
const CARD_LAYERS = [
  { layer: 'box', type: 'empty', x: 150, y: 100, width: 100, height: 100, background_color: '#ff0000' },
  {
    layer: 'title',
    type: 'text',
    x: 10,
    y: 10,
    width: 380,
    height: 40,
    text: 'Hello',
    color: '#ffffff',
    font_size: 28,
  },
];

export async function createCard(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<string> {
  const r = await t.request('POST', '/api/v1/templates', {
    token,
    body: { title: 'Card', width: 400, height: 300, background_color: BACKGROUND, layers: CARD_LAYERS, ...body },
  });
  if (r.status !== 201) throw new Error(`template create failed: ${r.status} ${r.text}`);
  return r.body.data.uuid;
}

/** The PNG a preview page carries inline. */
export function embeddedPng(html: string): Buffer {
  const m = /<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  if (!m) throw new Error('no inline PNG in the page');
  return Buffer.from(m[1], 'base64');
}

export interface Pixels {
  width: number;
  height: number;
  rgb(x: number, y: number): [number, number, number];
}

export async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    rgb: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

/** Share of pixels in the box whose colour differs from `rgb` by more than `tolerance` on some channel. */
export function shareUnlike(
  p: Pixels,
  rgb: [number, number, number],
  box = { x: 0, y: 0, width: p.width, height: p.height },
  tolerance = 24,
): number {
  let unlike = 0;
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) {
      const c = p.rgb(x, y);
      if (c.some((v, i) => Math.abs(v - rgb[i]) > tolerance)) unlike++;
    }
  return unlike / (box.width * box.height);
}
