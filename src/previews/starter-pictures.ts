import { createHash } from 'node:crypto';
import type { Renderer } from '../render/index.js';
import type { Storage } from '../storage/storage.js';
import type { Layer } from '../design/layers/layer-schema.js';
import type { StarterDesign } from '../templates/starters/starter-list.js';

// As a template's preview image: enough for a picker, cheap to render.
const SIDE = 480;

type Files = Pick<Storage, 'put' | 'url'>;
const made = new WeakMap<Files, Map<string, Promise<string>>>();

/**
 * A starter design's picture (the Studio's New template dialog shows them): the design rendered by
 * the engine once per storage and content, and stored as this server's file under a name taken
 * from the design, so a changed starter gets a new picture and files are served as immutable.
 */
export function starterPicture(
  d: { renderer: Renderer; storage: Files },
  s: StarterDesign,
  accountId: number,
): Promise<string> {
  const design = {
    width: s.width,
    height: s.height,
    background_color: s.background_color,
    layers: s.layers as Layer[],
  };
  const key = `starters/pictures/${createHash('sha256').update(JSON.stringify(design)).digest('hex').slice(0, 24)}.png`;
  const byKey = made.get(d.storage) ?? new Map<string, Promise<string>>();
  made.set(d.storage, byKey);
  let url = byKey.get(key);
  if (!url) {
    const scale = Math.min(1, SIDE / Math.max(s.width, s.height));
    url = d.renderer
      .render({ design, format: 'png', scale, accountId })
      .then(async (r) => (await d.storage.put(key, r.data), d.storage.url(key)));
    url.catch(() => byKey.delete(key));
    byKey.set(key, url);
  }
  return url;
}
