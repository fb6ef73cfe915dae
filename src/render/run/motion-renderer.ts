import { formatFps, frameCount, frameTime, type MotionFormat } from '../../design/animation/frame-times.js';
import { MAX_OUTPUT_BYTES, MAX_PIXEL_FRAMES } from '../../design/animation/limits.js';
import { paintOpaque } from '../base/gradient.js';
import { RenderError } from '../base/render-error.js';
import { outputSize } from '../base/output-size.js';
import type { RenderRequest, RenderResult, Scene, SceneAssets } from '../base/types.js';
import type { Palette } from '../encoders/motion/gifenc.js';
import type { H264EncoderName } from '../encoders/motion/h264-encoder.js';
import { openH264 } from '../encoders/motion/open-h264.js';
import { buildClip, type Clip } from '../motion/clip.js';
import { clipWriter, type ClipWriter } from '../motion/clip-writer.js';
import type { DrawnFrame, FrameEncoding } from '../motion/motion-task.js';
import type { RenderPool } from './render-pool.js';

/** A render of an animated design as a clip (issue 41): what `Renderer.renderMotion` takes. */
export interface MotionRequest extends Omit<RenderRequest, 'format' | 'pdf' | 'frameAt'> {
  format: MotionFormat;
  /** GIF: Floyd–Steinberg dithering, and the palette: chosen by content (`auto`, the default), one for the clip, or one per frame. */
  gif?: { dither?: boolean; palette?: 'auto' | 'global' | 'frame' };
  /** MP4: the encoder; default the system ffmpeg when it has libx264, else WebAssembly. */
  h264?: H264EncoderName;
  /** The clip cut at this instant (ms): its first part only, timed as in the whole (a preview's). */
  until?: number;
  /** Called as frames are drawn and as they are written to the file. */
  onProgress?: (progress: MotionProgress) => void;
  signal?: AbortSignal;
}

interface MotionProgress {
  frames: number;
  drawn: number;
  encoded: number;
}

export interface MotionResult extends RenderResult {
  /** Frames of the clip (before identical ones are merged), and their rate. */
  frames: number;
  /** Frames drawn and encoded: the others repeat the one before. */
  distinct: number;
  fps: number;
  durationMs: number;
}

const CONTENT_TYPES: Record<MotionFormat, string> = {
  gif: 'image/gif',
  apng: 'image/apng',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** The scene and images of a request, as the renderer builds and fetches them for a still. */
export type SceneSource = (req: RenderRequest) => Promise<{ scene: Scene; assets: SceneAssets }>;

/**
 * Draws a clip in the render pool and writes it as it is drawn. Its frames go to the threads in runs
 * (a run's first frame costs one extra drawing: the frame before it, to know what changed), at most
 * WINDOW runs in flight, taken back in order and written: the memory a clip holds does not grow with
 * its duration. An MP4's runs are short, since they carry whole frames.
 */
export async function renderMotion(
  pool: RenderPool,
  threads: number,
  sceneOf: SceneSource,
  req: MotionRequest,
): Promise<MotionResult> {
  const animation = req.design.animation;
  if (!animation) throw new RenderError('The template has no animation: render it as png, jpeg, webp or pdf.');
  const fps = formatFps(req.format, animation.fps);
  const durationMs = Math.min(animation.duration, req.until ?? Infinity);
  const frames = frameCount(durationMs, fps);
  const transparent = req.transparent === true && req.format !== 'mp4';
  const { scene, assets } = await sceneOf({ ...req, format: 'png', transparent });
  const size = outputSize(scene);
  if (size.width * size.height * frames > MAX_PIXEL_FRAMES)
    throw new RenderError(
      `A ${size.width}x${size.height} clip of ${frames} frames is more than ${MAX_PIXEL_FRAMES} pixels to draw.`,
    );
  const clip = buildClip(scene, req.design);
  // Frames carry alpha where the design shows through: a transparent render, or a translucent background.
  const alpha = req.format !== 'mp4' && !paintOpaque(scene.background);
  const encoding = await encodingOf(pool, req, clip, assets, fps, frames, alpha);
  const even = { width: size.width & ~1, height: size.height & ~1 };
  if (req.format === 'mp4' && (even.width === 0 || even.height === 0))
    throw new RenderError('An MP4 needs at least 2x2 pixels.');
  const shape = { format: req.format, fps, durationMs, plays: animation.loop, alpha };
  const writer = clipWriter(
    { ...shape, ...(req.format === 'mp4' ? even : size) },
    {
      palette: encoding.format === 'gif' ? encoding.palette : null,
      h264: req.format === 'mp4' ? await openH264({ ...even, fps }, req.h264) : undefined,
    },
  );
  try {
    const distinct = await drawInOrder(pool, threads, { clip, assets, fps, frames, encoding }, writer, req);
    const data = await writer.end();
    if (data.length > MAX_OUTPUT_BYTES) throw tooLarge();
    return {
      data,
      contentType: CONTENT_TYPES[req.format],
      ...(req.format === 'mp4' ? even : size),
      frames,
      distinct,
      fps,
      durationMs,
    };
  } catch (e) {
    writer.abort();
    throw e;
  }
}

const tooLarge = () =>
  new RenderError(
    `The animation would weigh more than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB: shorten it, lower its fps or its size.`,
  );

/** How each frame is encoded; a GIF's palette is chosen first, on its first, middle and last frames. */
async function encodingOf(
  pool: RenderPool,
  req: MotionRequest,
  clip: Clip,
  assets: SceneAssets,
  fps: number,
  frames: number,
  alpha: boolean,
): Promise<FrameEncoding> {
  if (req.format !== 'gif') return { format: req.format };
  const mode = req.gif?.palette ?? 'auto';
  const times = [0, Math.floor(frames / 2), frames - 1].map((i) => frameTime(i, fps));
  const palette =
    mode === 'frame'
      ? null
      : ((await pool.motion({
          palette: { clip, assets, times, transparent: alpha, always: mode === 'global' },
        })) as Palette | null);
  return { format: 'gif', palette, dither: req.gif?.dither === true, transparent: alpha };
}

/**
 * Frames per run: short, so the frames that move (often a few at the start, an entrance) spread
 * over every thread; a run whose frames do not change costs no drawing at all.
 */
const RUN_FRAMES = 4;

/** Runs in flight per thread: one drawing while the next waits, as the pool takes two tasks per thread. */
const WINDOW_PER_THREAD = 2;

async function drawInOrder(
  pool: RenderPool,
  threads: number,
  job: { clip: Clip; assets: SceneAssets; fps: number; frames: number; encoding: FrameEncoding },
  writer: ClipWriter,
  req: MotionRequest,
): Promise<number> {
  const { frames, encoding } = job;
  const run = encoding.format === 'mp4' ? 2 : RUN_FRAMES;
  const runs = Array.from({ length: Math.ceil(frames / run) }, (_, i) => [i * run, Math.min(frames, (i + 1) * run)]);
  const inFlight: Promise<DrawnFrame[]>[] = [];
  let next = 0;
  let drawn = 0;
  let encoded = 0;
  let distinct = 0;
  const dispatch = () => {
    while (next < runs.length && inFlight.length < threads * WINDOW_PER_THREAD) {
      const [from, to] = runs[next++];
      const task = pool.motion({ frames: { ...job, from, to } }) as Promise<DrawnFrame[]>;
      // A run that fails while earlier ones are awaited is reported when its turn comes.
      task.catch(() => undefined);
      inFlight.push(task);
    }
  };
  let pending: { frame: Extract<DrawnFrame, { same: false }>; from: number } | undefined;
  dispatch();
  while (inFlight.length > 0) {
    if (req.signal?.aborted) throw req.signal.reason ?? new Error('The render was aborted.');
    const done = await inFlight.shift()!;
    dispatch();
    drawn += done.length;
    req.onProgress?.({ frames, drawn, encoded });
    for (const f of done) {
      if (f.same) continue;
      distinct++;
      if (pending) await writer.add(pending.frame, pending.from, f.index);
      pending = { frame: f, from: f.index };
      encoded = f.index;
      if (writer.size() > MAX_OUTPUT_BYTES) throw tooLarge();
    }
    req.onProgress?.({ frames, drawn, encoded });
  }
  if (pending) await writer.add(pending.frame, pending.from, frames);
  req.onProgress?.({ frames, drawn, encoded: frames });
  return distinct;
}
