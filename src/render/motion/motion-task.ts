import { frameTime } from '../../design/animation/frame-times.js';
import type { Rect } from '../base/geometry.js';
import { paintOpaque } from '../base/gradient.js';
import { outputSize } from '../base/output-size.js';
import type { SceneAssets } from '../base/types.js';
import { drawPixels } from '../backends/render-scene.js';
import { encodeApngFrame } from '../encoders/motion/apng-frame.js';
import { changedRect, cropRgba, evenOrigin, unpremultiply } from '../encoders/motion/frame-diff.js';
import { encodeGifFrame } from '../encoders/motion/gif-frame.js';
import { choosePalette } from '../encoders/motion/gif-palette.js';
import type { Palette } from '../encoders/motion/gifenc.js';
import { encodeWebpFrame } from '../encoders/motion/webp-frame.js';
import type { Clip } from './clip.js';
import { sceneAt } from './scene-at.js';

/**
 * What a render thread does for a clip: a run of its frames, each drawn from the scene at its
 * instant (the static prefix restored from the thread's cache, static-layers.ts) and encoded as its
 * format stores a frame, or the GIF palette chosen from a few frames. A frame whose scene is the same
 * as the one before (every sampled value equal) is neither drawn nor encoded; one whose pixels are the
 * same is not encoded. Frames keep only the rectangle that changed, except an MP4's (whole, for the
 * H.264 encoder) and a transparent GIF's (whole, gif-frame.ts says why).
 */

export type FrameEncoding =
  | { format: 'gif'; palette: Palette | null; dither: boolean; transparent: boolean }
  | { format: 'apng' | 'webp' | 'mp4' };

interface FramesTask {
  clip: Clip;
  assets: SceneAssets;
  fps: number;
  /** Frames from (inclusive) to (exclusive). */
  from: number;
  to: number;
  encoding: FrameEncoding;
}

/** A frame as the clip's writer takes it: the same as the one before, or a rectangle and its encoded bytes. */
export type DrawnFrame = { index: number; same: true } | { index: number; same: false; rect: Rect; data: Uint8Array };

interface PaletteTask {
  clip: Clip;
  assets: SceneAssets;
  /** Instants (ms) of the frames the palette is chosen on. */
  times: number[];
  transparent: boolean;
  /** Keep one palette whatever the frames (a caller's choice); otherwise chosen by content. */
  always: boolean;
}

export type MotionTask = { frames: FramesTask } | { palette: PaletteTask };
export type MotionOutput = DrawnFrame[] | Palette | null;

export function runMotionTask(task: MotionTask): Promise<MotionOutput> {
  if ('frames' in task) return drawFrames(task.frames);
  const { clip, assets, times, transparent, always } = task.palette;
  return Promise.all(times.map((t) => drawPixels(sceneAt(clip, t).scene, assets))).then((drawn) =>
    choosePalette(
      drawn.map((pixels) => straight(pixels, transparent)),
      transparent,
      always,
    ),
  );
}

const straight = (pixels: Uint8Array, transparent: boolean) => (transparent ? unpremultiply(pixels) : pixels);

async function drawFrames({ clip, assets, fps, from, to, encoding }: FramesTask): Promise<DrawnFrame[]> {
  const { width, height } = outputSize(clip.scene);
  const opaque = paintOpaque(clip.scene.background);
  // An MP4 is opaque: where the design is transparent it shows white, as a JPEG does.
  const draw = (t: number) => drawPixels(sceneAt(clip, t).scene, assets, encoding.format === 'mp4' && !opaque);
  const whole = encoding.format === 'mp4' || (encoding.format === 'gif' && encoding.transparent);
  const out: DrawnFrame[] = [];
  let before: { key: string; pixels?: Uint8Array } | undefined =
    from > 0 ? { key: sceneAt(clip, frameTime(from - 1, fps)).key } : undefined;
  for (let index = from; index < to; index++) {
    const t = frameTime(index, fps);
    const { scene, key } = sceneAt(clip, t);
    if (before?.key === key) {
      out.push({ index, same: true });
      continue;
    }
    const pixels = await drawPixels(scene, assets, encoding.format === 'mp4' && !opaque);
    let rect: Rect = { x: 0, y: 0, width, height };
    if (encoding.format === 'mp4') rect = { x: 0, y: 0, width: width & ~1, height: height & ~1 };
    else if (before && !whole) {
      before.pixels ??= await draw(frameTime(index - 1, fps));
      const changed = changedRect(before.pixels, pixels, width, height);
      if (!changed) {
        out.push({ index, same: true });
        before = { key, pixels };
        continue;
      }
      rect = encoding.format === 'webp' ? evenOrigin(changed) : changed;
    }
    const crop = cropRgba(pixels, width, rect);
    out.push({ index, same: false, rect, data: await encodeFrame(encoding, crop, rect, opaque) });
    before = { key, pixels };
  }
  return out;
}

function encodeFrame(encoding: FrameEncoding, rgba: Uint8Array, rect: Rect, opaque: boolean): Promise<Uint8Array> {
  switch (encoding.format) {
    case 'gif':
      return Promise.resolve(encodeGifFrame(straight(rgba, encoding.transparent), rect, encoding));
    case 'apng':
      return encodeApngFrame(straight(rgba, !opaque), rect.width, rect.height, opaque ? 3 : 4);
    case 'webp':
      return encodeWebpFrame(rgba, rect.width, rect.height, opaque);
    case 'mp4':
      return Promise.resolve(rgba.byteLength === rgba.buffer.byteLength ? rgba : new Uint8Array(rgba));
  }
}
