import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEasing } from '../../src/design/animation/easing.js';
import { createOutboundPolicy } from '../../src/net/outbound-policy.js';
import { createRenderer, type Renderer } from '../../src/render/index.js';
import { h264EncoderName } from '../../src/render/encoders/motion/open-h264.js';
import type { TemplateDesign } from '../../src/design/layers/layer-schema.js';
import { design as still } from './helpers.js';
import {
  apngInfo,
  ffmpegFrame,
  gifFrames,
  meanDifference,
  pngPixels,
  probe,
  redSpan,
  rgbaAt,
  topBoxes,
  webpPages,
} from './motion-files.js';

// Issue 41: clips drawn by the engine and read back by decoders that are not ours (motion-files.ts).

const W = 200;
const H = 100;
const RED = [255, 0, 0, 255];
const WHITE = [255, 255, 255, 255];

/** A red 20x20 box keyframed across a white canvas; 2 s at 10 fps, played 3 times. */
function sliding(easing: string, props: Record<string, unknown> = {}, end = '100%'): TemplateDesign {
  const box = {
    layer: 'box',
    type: 'empty',
    x: 0,
    y: 40,
    width: 20,
    height: 20,
    background_color: '#ff0000',
    keyframes: [
      { time: 0, x: 0, easing },
      { time: end, x: 100 },
    ],
    ...props,
  };
  return { ...still(W, H, [box]), animation: { duration: 2000, fps: 10, loop: 3 } };
}

let renderer: Renderer;
beforeAll(() => {
  renderer = createRenderer({ policy: createOutboundPolicy({ allowedPrivateHosts: [] }), threads: 2 });
});
afterAll(() => renderer?.close());

describe('a GIF of an animated template', () => {
  it('has 20 frames of 10 hundredths for 2 s at 10 fps, and plays 3 times (2 repeats)', async () => {
    const gif = await renderer.renderMotion({ design: sliding('linear'), format: 'gif' });
    expect(gif.contentType).toBe('image/gif');
    const { frames, delays, loop } = gifFrames(gif.data);
    expect(frames).toHaveLength(20);
    expect(delays).toEqual(Array(20).fill(10));
    expect(loop).toBe(2);
    // x from 0 to 100, linear: at 1 s (frame 10) the box's left edge is at 50.
    expect(redSpan(frames[10], W, 50)).toEqual([50, 69]);
    expect(rgbaAt(frames[10], W, 49, 50)).toEqual(WHITE);
    expect(rgbaAt(frames[10], W, 50, 50)).toEqual(RED);
    expect(redSpan(frames[0], W, 50)).toEqual([0, 19]);
  });

  it('loops forever by default, and keeps one palette for a flat design (no frame has its own)', async () => {
    const design = { ...sliding('linear'), animation: { duration: 2000, fps: 10, loop: 'forever' as const } };
    const { reader, loop } = gifFrames((await renderer.renderMotion({ design, format: 'gif' })).data);
    expect(loop).toBe(0);
    const offsets = new Set(Array.from({ length: reader.numFrames() }, (_, i) => reader.frameInfo(i).palette_offset));
    expect(offsets.size).toBe(1);
  });

  it('merges frames that do not change: one frame shows for the time they take together', async () => {
    const gif = await renderer.renderMotion({ design: sliding('linear', {}, '50%'), format: 'gif' });
    const { frames, delays } = gifFrames(gif.data);
    // Frames 0 to 10 move (the box arrives at 1 s); 11 to 19 are frame 10 again.
    expect(frames).toHaveLength(11);
    expect(delays).toEqual([...Array(10).fill(10), 100]);
    expect(gif.frames).toBe(20);
  });

  it('takes a palette per frame when asked, and dithers when asked', async () => {
    const gradient = {
      ...sliding('linear', { width: 200, background_color: 'linear-gradient(to right, #ff0000, #0000ff)' }),
    };
    const perFrame = gifFrames(
      (await renderer.renderMotion({ design: gradient, format: 'gif', gif: { palette: 'frame' } })).data,
    );
    const offsets = new Set(
      Array.from({ length: perFrame.reader.numFrames() }, (_, i) => perFrame.reader.frameInfo(i).palette_offset),
    );
    expect(offsets.size).toBe(perFrame.reader.numFrames());
    const flat = await renderer.renderMotion({ design: gradient, format: 'gif', gif: { palette: 'global' } });
    const dithered = await renderer.renderMotion({
      design: gradient,
      format: 'gif',
      gif: { palette: 'global', dither: true },
    });
    const [a, b] = [gifFrames(flat.data).frames[5], gifFrames(dithered.data).frames[5]];
    expect(a).not.toEqual(b);
    expect(meanDifference(a, b)).toBeLessThan(8);
  });

  it('keeps transparency: a transparent render shows through where nothing is drawn', async () => {
    const gif = await renderer.renderMotion({ design: sliding('linear'), format: 'gif', transparent: true });
    const { frames } = gifFrames(gif.data);
    expect(rgbaAt(frames[10], W, 10, 10)[3]).toBe(0);
    expect(rgbaAt(frames[10], W, 55, 50)).toEqual(RED);
    // Where the box was at frame 0, frame 10 is transparent again.
    expect(rgbaAt(frames[10], W, 5, 50)[3]).toBe(0);
  });
});

describe('APNG and animated WebP', () => {
  it('an APNG has the frames, delays and plays it says, and its frames decode where the keyframes put the box', async () => {
    const apng = await renderer.renderMotion({ design: sliding('ease-in-out'), format: 'apng' });
    expect(apng.contentType).toBe('image/apng');
    const info = apngInfo(apng.data);
    expect(info).toMatchObject({ frames: 20, plays: 3, colourType: 2 });
    expect(info.delays).toEqual(Array(20).fill(100));
    expect(probe(apng.data, 'png')).toMatchObject({ codec_name: 'apng', nb_read_frames: '20' });
    // ease-in-out at 0.5 s of 2 s: CSS's curve at a quarter of the way.
    const left = 100 * (parseEasing('ease-in-out') as (p: number) => number)(0.25);
    expect(left).toBeCloseTo(12.92, 2);
    const frame = ffmpegFrame(apng.data, 'png', 5);
    expect(redSpan(frame, W, 50)).toEqual([Math.round(left), Math.round(left + 20) - 1]);
    expect(redSpan(ffmpegFrame(apng.data, 'png', 10), W, 50)).toEqual([50, 69]);
  });

  it('an animated WebP has its frames, delays and loop, and a frame decodes where the keyframes put the box', async () => {
    const webp = await renderer.renderMotion({ design: sliding('linear'), format: 'webp' });
    const { pages, loop, delays, frame } = await webpPages(webp.data, 10);
    expect({ pages, loop }).toEqual({ pages: 20, loop: 3 });
    expect(delays).toEqual(Array(20).fill(100));
    const [from, to] = redSpan(frame, W, 50);
    // Lossy: the edges may blur by a pixel.
    expect(Math.abs(from - 50)).toBeLessThanOrEqual(1);
    expect(Math.abs(to - 69)).toBeLessThanOrEqual(1);
  });

  it('merge unchanged frames too, and keep alpha for a transparent render', async () => {
    const apng = await renderer.renderMotion({
      design: sliding('linear', {}, '50%'),
      format: 'apng',
      transparent: true,
    });
    const info = apngInfo(apng.data);
    expect(info.frames).toBe(11);
    expect(info.delays.at(-1)).toBe(1000);
    expect(info.colourType).toBe(6);
    expect(rgbaAt(ffmpegFrame(apng.data, 'png', 10), W, 5, 5)[3]).toBe(0);
    const webp = await webpPages(
      (await renderer.renderMotion({ design: sliding('linear', {}, '50%'), format: 'webp', transparent: true })).data,
      10,
    );
    expect(webp.pages).toBe(11);
    expect(webp.frame[(5 * W + 5) * 4 + 3]).toBe(0);
  });
});

describe('MP4', () => {
  const card = (): TemplateDesign => ({
    ...still(
      320,
      180,
      [
        {
          layer: 'card',
          type: 'empty',
          x: 20,
          y: 20,
          width: 280,
          height: 140,
          background_color: '#ffffff',
          border_radius: 16,
        },
        {
          layer: 'title',
          type: 'text',
          x: 40,
          y: 40,
          width: 240,
          height: 40,
          text: 'Motion',
          font_size: 28,
          color: '#0f172a',
          entrance: { preset: 'slide', duration: 1500, easing: 'linear' },
        },
      ],
      '#0f172a',
    ),
    animation: { duration: 2000, fps: 30, loop: 'forever' },
  });

  it.each(['ffmpeg', 'wasm'] as const)(
    'through %s: H.264 yuv420p, its duration, rate and size, moov before mdat, a frame like the PNG of the same instant',
    async (h264) => {
      const mp4 = await renderer.renderMotion({ design: card(), format: 'mp4', h264 });
      expect(mp4.contentType).toBe('video/mp4');
      expect(probe(mp4.data, 'mp4')).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width: '320',
        height: '180',
        r_frame_rate: '30/1',
        nb_read_frames: '60',
        duration: '2.000000',
      });
      const boxes = topBoxes(mp4.data);
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const png = await renderer.render({ design: card(), format: 'png', frameAt: 1000 });
      const at = ffmpegFrame(mp4.data, 'mp4', 30);
      const same = meanDifference(at, await pngPixels(png.data));
      // The title is on its way in: far from where the last frame (the poster) has it.
      const poster = await renderer.render({ design: card(), format: 'png' });
      const other = meanDifference(at, await pngPixels(poster.data));
      expect(same).toBeLessThan(2);
      expect(other).toBeGreaterThan(3 * same);
    },
  );

  it('goes through the system ffmpeg when it has libx264 (this machine and the Docker image have it)', async () => {
    expect(await h264EncoderName()).toBe('ffmpeg');
  });

  it('cuts an odd side to even (H.264 4:2:0 takes none)', async () => {
    const odd = { ...card(), width: 321, height: 181 };
    const mp4 = await renderer.renderMotion({ design: odd, format: 'mp4', h264: 'wasm' });
    expect({ width: mp4.width, height: mp4.height }).toEqual({ width: 320, height: 180 });
  });
});

describe('a still of an animated template', () => {
  it('is its last frame by default, or the frame at frameAt', async () => {
    const design = sliding('linear');
    const last = await pngPixels((await renderer.render({ design, format: 'png' })).data);
    // The last frame of 2 s at 10 fps is at 1.9 s: x = 95.
    expect(redSpan(last, W, 50)).toEqual([95, 114]);
    const middle = await pngPixels((await renderer.render({ design, format: 'png', frameAt: 1000 })).data);
    expect(redSpan(middle, W, 50)).toEqual([50, 69]);
  });
});
