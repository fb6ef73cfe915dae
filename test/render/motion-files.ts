import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GifReader } from 'omggif';
import sharp from 'sharp';

/**
 * Reading back what the motion encoders wrote, with decoders that are not ours: omggif for GIF,
 * ffmpeg and ffprobe (Debian's) for APNG and MP4, libwebp through sharp for WebP; and the containers'
 * own chunks and boxes, read by hand, for what those decoders do not report (APNG delays, MP4 layout).
 */

/** A GIF's frames as the screen shows them (each drawn over the last as its disposal says), with delays and loop count. */
export function gifFrames(bytes: Buffer): {
  frames: Uint8Array[];
  delays: number[];
  loop: number | null;
  reader: GifReader;
} {
  const reader = new GifReader(bytes);
  const screen = new Uint8Array(reader.width * reader.height * 4);
  const frames: Uint8Array[] = [];
  const delays: number[] = [];
  for (let i = 0; i < reader.numFrames(); i++) {
    decodeStrictly(() => reader.decodeAndBlitFrameRGBA(i, screen), i);
    frames.push(screen.slice());
    delays.push(reader.frameInfo(i).delay);
    if (reader.frameInfo(i).disposal === 2) {
      const f = reader.frameInfo(i);
      for (let y = f.y; y < f.y + f.height; y++)
        screen.fill(0, (y * reader.width + f.x) * 4, (y * reader.width + f.x + f.width) * 4);
    }
  }
  return { frames, delays, loop: reader.loopCount(), reader };
}

/** omggif only logs a frame whose LZW data holds more pixels than its size: a broken frame here. */
function decodeStrictly(decode: () => void, frame: number): void {
  const log = console.log;
  const warnings: unknown[] = [];
  console.log = (...args: unknown[]) => void warnings.push(args);
  try {
    decode();
  } finally {
    console.log = log;
  }
  if (warnings.length) throw new Error(`GIF frame ${frame} does not decode cleanly: ${String(warnings[0])}`);
}

/** The PNG chunks of a file, by type and data. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  const out = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    out.push({ type: bytes.toString('latin1', at + 4, at + 8), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

/** An APNG's frame count and plays (acTL) and each frame's delay in ms (fcTL). */
export function apngInfo(bytes: Buffer): { frames: number; plays: number; delays: number[]; colourType: number } {
  const chunks = pngChunks(bytes);
  const actl = chunks.find((c) => c.type === 'acTL')!.data;
  const delays = chunks
    .filter((c) => c.type === 'fcTL')
    .map((c) => (c.data.readUInt16BE(20) * 1000) / (c.data.readUInt16BE(22) || 100));
  return { frames: actl.readUInt32BE(0), plays: actl.readUInt32BE(4), delays, colourType: chunks[0].data[9] };
}

const scratch = mkdtempSync(join(tmpdir(), 'snapforge-motion-'));
let files = 0;

function onDisk(bytes: Buffer, ext: string): string {
  const file = join(scratch, `clip-${files++}.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

/** Frame `n` of an APNG or MP4 as ffmpeg decodes it: RGBA. */
export function ffmpegFrame(bytes: Buffer, ext: 'png' | 'mp4', n: number): Uint8Array {
  return execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      onDisk(bytes, ext),
      '-vf',
      `select=eq(n\\,${n})`,
      '-vframes',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** What ffprobe reads of a video's stream and container. */
export function probe(bytes: Buffer, ext: 'png' | 'mp4'): Record<string, string> {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-count_frames',
      '-show_entries',
      'stream=codec_name,profile,pix_fmt,width,height,r_frame_rate,nb_read_frames:format=duration',
      '-of',
      'default=noprint_wrappers=1',
      onDisk(bytes, ext),
    ],
    { encoding: 'utf8' },
  );
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((l) => l.split('=') as [string, string]),
  );
}

/** An MP4's top-level boxes, in file order. */
export function topBoxes(bytes: Buffer): string[] {
  const out = [];
  for (let at = 0; at < bytes.length;) {
    out.push(bytes.toString('latin1', at + 4, at + 8));
    at += bytes.readUInt32BE(at);
  }
  return out;
}

/** An animated WebP's page count, loop and delays (libwebp through sharp), and page `n` as RGBA. */
export async function webpPages(
  bytes: Buffer,
  n: number,
): Promise<{ pages: number; loop: number; delays: number[]; frame: Uint8Array }> {
  const meta = await sharp(bytes, { pages: -1 }).metadata();
  const frame = await sharp(bytes, { page: n }).ensureAlpha().raw().toBuffer();
  return { pages: meta.pages!, loop: meta.loop!, delays: meta.delay!, frame };
}

/** A PNG's pixels as RGBA. */
export const pngPixels = (png: Buffer): Promise<Buffer> => sharp(png).ensureAlpha().raw().toBuffer();

/** RGBA of (x, y) in a frame `width` wide. */
export const rgbaAt = (frame: Uint8Array, width: number, x: number, y: number): number[] => [
  ...frame.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
];

/** The mean absolute difference of two RGBA frames' colour channels, 0 to 255. */
export function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 4)
    sum += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
  return sum / ((a.length / 4) * 3);
}

/** Where a row's red pixels (red high, green low) start and end. */
export function redSpan(frame: Uint8Array, width: number, y: number): [number, number] {
  const red = Array.from({ length: width }, (_, x) => rgbaAt(frame, width, x, y)).map(([r, g]) => r > 200 && g < 128);
  return [red.indexOf(true), red.lastIndexOf(true)];
}

/** A red square keyframed linearly from x = 0 to x = `to` over the whole animation (the API tests' templates). */
export const slidingBox = (to: number, at = { y: 40, size: 20 }) => ({
  layer: 'box',
  type: 'empty',
  x: 0,
  y: at.y,
  width: at.size,
  height: at.size,
  background_color: '#ff0000',
  keyframes: [
    { time: 0, x: 0, easing: 'linear' },
    { time: '100%', x: to },
  ],
});
