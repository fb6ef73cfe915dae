import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { H264Encoder, H264Settings } from './h264-encoder.js';

/**
 * The system ffmpeg's libx264: raw RGBA frames on its standard input, the MP4 written to a
 * temporary file (faststart rewrites a file, not a pipe) and read back.
 */

let found: Promise<boolean> | undefined;

/** Whether `ffmpeg` is on the PATH with libx264 (asked once per process). */
export function ffmpegHasH264(): Promise<boolean> {
  found ??= new Promise((resolve) =>
    execFile('ffmpeg', ['-hide_banner', '-encoders'], { timeout: 10_000 }, (err, stdout) =>
      resolve(!err && /\blibx264\b/.test(stdout)),
    ),
  );
  return found;
}

/** veryfast: x264's speed at a size close to its default's; CRF 20 looks like the source on flat graphics and text. */
const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];

export async function openFfmpegH264({ width, height, fps }: H264Settings): Promise<H264Encoder> {
  const dir = await mkdtemp(join(tmpdir(), 'snapforge-mp4-'));
  const out = join(dir, 'clip.mp4');
  const args = ['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(fps)];
  // A key frame a second, so a player can seek.
  const keys = ['-g', String(fps)];
  const child = spawn('ffmpeg', [...args, '-i', 'pipe:0', ...X264, ...keys, '-y', out], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  // A broken pipe shows as the exit status below.
  child.stdin.on('error', () => undefined);
  const failed = async () => {
    await rm(dir, { recursive: true, force: true });
    return new Error(`ffmpeg failed: ${stderr.trim() || 'no message'}`);
  };
  return {
    async write(frame) {
      if (child.exitCode !== null) throw await failed();
      if (!child.stdin.write(frame))
        await new Promise<void>((resolve) => {
          const go = () => {
            child.stdin.off('drain', go);
            child.off('close', go);
            resolve();
          };
          child.stdin.once('drain', go);
          child.once('close', go);
        });
    },
    async finish() {
      child.stdin.end();
      if ((await exited) !== 0) throw await failed();
      try {
        return await readFile(out);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    abort() {
      child.kill('SIGKILL');
      void exited.then(() => rm(dir, { recursive: true, force: true }));
    },
  };
}
