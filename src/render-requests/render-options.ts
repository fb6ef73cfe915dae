import type { Checker } from '../validation/checker.js';
import { checkMotionOptions, CLIP_FORMATS, type StoredMotionOptions } from './motion-options.js';

export const SNAP_TYPES = ['image', 'pdf'] as const;
/** Still images: what previews draw, and a still of any template. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
/** An image snap's formats: a still's, or a clip's. */
export const SNAP_FORMATS = [...IMAGE_FORMATS, ...CLIP_FORMATS] as const;
/** What a render makes, as one word: an image format, or pdf (a render URL's extension). */
export const RENDER_FORMATS = [...SNAP_FORMATS, 'pdf'] as const;
type SnapType = (typeof SNAP_TYPES)[number];
export type RenderFormat = (typeof RENDER_FORMATS)[number];

export interface RenderOptions {
  type: SnapType;
  format: RenderFormat;
  transparent: boolean;
  /** An animated template's options (motion-options.ts); null when none were asked. */
  motionOptions: StoredMotionOptions | null;
}

/** The render options of snaps, batches and render URLs: type, format, transparent, and motion's. */
export function checkRenderOptions(
  c: Checker,
  input: {
    type?: unknown;
    format?: unknown;
    transparent?: unknown;
    frameAt?: unknown;
    dither?: unknown;
    palette?: unknown;
  },
): RenderOptions {
  const type = c.oneOf('type', input.type, SNAP_TYPES) ?? 'image';
  const format = c.oneOf('format', input.format, SNAP_FORMATS) ?? 'png';
  const transparent = c.boolean('transparent', input.transparent) ?? false;
  // A PDF has no image format: `format` is ignored for it; `transparent` needs a format with alpha.
  if (transparent && (type === 'pdf' || format === 'jpeg'))
    c.fail('transparent', 'The transparent field is only valid for png and webp formats.');
  // Nor a video: GIF and APNG keep alpha as PNG and WebP do.
  else if (transparent && format === 'mp4')
    c.fail('transparent', 'The transparent field is not valid for mp4: a video has no transparency.');
  const rendered = type === 'pdf' ? 'pdf' : format;
  return { type, format: rendered, transparent, motionOptions: checkMotionOptions(c, input, rendered) };
}

/** A rendered file's extension: the format's name, but jpg for jpeg. */
export const fileExtension = (format: RenderFormat): string => (format === 'jpeg' ? 'jpg' : format);

/** What each format is served as. */
export const RENDER_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  apng: 'image/apng',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
} as const satisfies Record<RenderFormat, string>;
