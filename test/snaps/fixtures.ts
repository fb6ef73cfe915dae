import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestApp } from '../support/test-app.js';
import { ROOT } from '../support/paths.js';

export const PHOTO = readFileSync(resolve(ROOT, 'test/fixtures/render/photo.jpg'));

/** A small card with every layer type; `photo` points at `imageUrl`. */
export function cardLayers(imageUrl: string | null) {
  return [
    { layer: 'bg', type: 'empty', x: 0, y: 0, width: 320, height: 200, background_color: '#123456' },
    { layer: 'photo', type: 'image', x: 0, y: 0, width: 160, height: 100, image_url: imageUrl },
    {
      layer: 'title',
      type: 'text',
      x: 10,
      y: 110,
      width: 300,
      height: 40,
      text: 'Hello',
      color: '#ffffff',
      font_size: 24,
    },
    { layer: 'qr', type: 'qr_code', x: 200, y: 10, width: 100, height: 100, qr_content: 'https://example.com' },
  ];
}

export async function createTemplate(
  t: TestApp,
  token: string,
  imageUrl: string | null = null,
  title = 'Card',
): Promise<string> {
  const r = await t.request('POST', '/api/v1/templates', {
    token,
    body: { title, width: 320, height: 200, layers: cardLayers(imageUrl) },
  });
  if (r.status !== 201) throw new Error(`template create failed: ${r.status} ${r.text}`);
  return r.body.data.uuid;
}
