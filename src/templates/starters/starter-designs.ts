import { createHash } from 'node:crypto';
import type { Storage } from '../../storage/storage.js';
import { AVATAR_SVG, PRODUCT_SVG } from './starter-art.js';
import { STARTERS, type ArtKey, type StarterDesign } from './starter-list.js';

type Files = Pick<Storage, 'put' | 'url'>;

const ART: Record<ArtKey, string> = { avatar: AVATAR_SVG, product: PRODUCT_SVG };
const stored = new WeakMap<Files, Promise<Record<string, string>>>();

/**
 * The pictures as this server's files, once per storage: named by their content (stored files are
 * served as immutable), so a changed picture gets a new address and templates made earlier keep theirs.
 */
function storeArt(files: Files): Promise<Record<string, string>> {
  let urls = stored.get(files);
  if (!urls) {
    urls = Promise.all(
      Object.entries(ART).map(async ([key, svg]) => {
        const file = `starters/${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.svg`;
        await files.put(file, Buffer.from(svg));
        return [`starter-art:${key}`, files.url(file)] as const;
      }),
    ).then(Object.fromEntries);
    urls.catch(() => stored.delete(files));
    stored.set(files, urls);
  }
  return urls;
}

/** The starter designs, their pictures by address under this server: what a client sends to createTemplate to copy one. */
export async function starterDesigns(files: Files): Promise<StarterDesign[]> {
  const urls = await storeArt(files);
  return STARTERS.map((s) => ({
    ...s,
    layers: s.layers.map((l) =>
      typeof l.image_url === 'string' && urls[l.image_url] ? { ...l, image_url: urls[l.image_url] } : l,
    ),
  }));
}
