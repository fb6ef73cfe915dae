import { delayOf, type MotionFormat } from '../../design/animation/frame-times.js';
import type { Rect } from '../base/geometry.js';
import { ApngWriter } from '../encoders/motion/apng-writer.js';
import { GifWriter } from '../encoders/motion/gif-writer.js';
import type { Palette } from '../encoders/motion/gifenc.js';
import type { H264Encoder } from '../encoders/motion/h264-encoder.js';
import { WebpWriter } from '../encoders/motion/webp-writer.js';

/**
 * A clip's file, from its encoded frames in order, whatever the format: each distinct frame shows
 * from its own index to the next distinct one's (identical frames merged: one frame, a longer
 * delay); an MP4 (constant frame rate) repeats it instead.
 */
export interface ClipWriter {
  /** A frame that shows from frame `from` to `to` (exclusive). */
  add(frame: { rect: Rect; data: Uint8Array }, from: number, to: number): Promise<void>;
  /** Bytes written so far (an estimate for the formats that assemble at the end). */
  size(): number;
  end(): Promise<Buffer>;
  abort(): void;
}

export interface ClipShape {
  format: MotionFormat;
  width: number;
  height: number;
  fps: number;
  durationMs: number;
  plays: number | 'forever';
  /** Whether the frames carry alpha (a transparent GIF, APNG or WebP). */
  alpha: boolean;
}

export function clipWriter(shape: ClipShape, extra: { palette?: Palette | null; h264?: H264Encoder }): ClipWriter {
  const { format, width, height, fps, durationMs, plays, alpha } = shape;
  const delay = (from: number, to: number, unit: number) => delayOf(from, to, fps, durationMs, unit);
  const assembled = (w: { size: number; end(): Buffer }, add: ClipWriter['add']): ClipWriter => ({
    add,
    size: () => w.size,
    end: () => Promise.resolve(w.end()),
    abort: () => undefined,
  });
  switch (format) {
    case 'gif': {
      const gif = new GifWriter(width, height, extra.palette ?? null, plays);
      return assembled(gif, async (f, from, to) => gif.frame(f.data, delay(from, to, 10)));
    }
    case 'apng': {
      const apng = new ApngWriter(width, height, alpha ? 4 : 3, plays);
      return assembled(apng, async (f, from, to) => apng.frame(f.rect, Buffer.from(f.data), delay(from, to, 1)));
    }
    case 'webp': {
      const webp = new WebpWriter(width, height, alpha, plays);
      return assembled(webp, async (f, from, to) => webp.frame(f.rect, Buffer.from(f.data), delay(from, to, 1)));
    }
    case 'mp4': {
      const h264 = extra.h264!;
      return {
        async add(f, from, to) {
          for (let i = from; i < to; i++) await h264.write(f.data);
        },
        // The encoded size is only known at the end; what was written is bounded by the frame count.
        size: () => 0,
        end: () => h264.finish(),
        abort: () => h264.abort(),
      };
    }
  }
}
