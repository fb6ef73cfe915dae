import type { Storage } from '../storage/storage.js';
import { fileReference } from '../storage/file-addresses.js';
import type { Layer } from '../design/layers/layer-schema.js';

type Files = Pick<Storage, 'keyOf' | 'url'>;

/** Each image layer's `image_url` through `f`; other layers as they are. */
function mapImageUrls(layers: Layer[], f: (url: string) => string): Layer[] {
  return layers.map((l) => (l.type === 'image' && l.image_url ? { ...l, image_url: f(l.image_url) } : l));
}

/**
 * Layers as stored: an image of this server's own (a media `src`, under this or a previous
 * PUBLIC_URL) by its reference, so the design keeps rendering when the server's address changes.
 */
export function storedLayers(layers: Layer[], files: Files): Layer[] {
  return mapImageUrls(layers, (url) => {
    const key = files.keyOf(url);
    return key === null ? url : fileReference(key);
  });
}

/** Layers as read: references turned into addresses under the current PUBLIC_URL. */
export function readLayers(layers: Layer[], files: Files): Layer[] {
  return mapImageUrls(layers, (url) => {
    const key = url.startsWith(fileReference('')) ? files.keyOf(url) : null;
    return key === null ? url : files.url(key);
  });
}
