import type { Checker } from '../validation/checker.js';

export const SNAP_TYPES = ['image', 'pdf'] as const;
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
/** What a render makes, as one word: an image format, or pdf (a render URL's extension). */
export const RENDER_FORMATS = [...IMAGE_FORMATS, 'pdf'] as const;
type SnapType = (typeof SNAP_TYPES)[number];
export type RenderFormat = (typeof RENDER_FORMATS)[number];

export interface RenderOptions {
  type: SnapType;
  format: RenderFormat;
  transparent: boolean;
}

/** The render options of snaps, batches and render URLs: type, format, transparent. */
export function checkRenderOptions(
  c: Checker,
  input: { type?: unknown; format?: unknown; transparent?: unknown },
): RenderOptions {
  const type = c.oneOf('type', input.type, SNAP_TYPES) ?? 'image';
  const format = c.oneOf('format', input.format, IMAGE_FORMATS) ?? 'png';
  const transparent = c.boolean('transparent', input.transparent) ?? false;
  // A PDF has no image format: `format` is ignored for it; `transparent` needs png or webp.
  if (transparent && (type === 'pdf' || format === 'jpeg'))
    c.fail('transparent', 'The transparent field is only valid for png and webp formats.');
  return { type, format: type === 'pdf' ? 'pdf' : format, transparent };
}
