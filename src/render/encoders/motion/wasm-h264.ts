import { Worker } from 'node:worker_threads';
import type { H264Encoder, H264Settings } from './h264-encoder.js';

/** Compiled (dist/), the thread is plain JavaScript; from the TypeScript sources, an entry registers the loader. */
const WORKER_FILE = import.meta.url.endsWith('.ts') ? './wasm-h264-worker-entry.js' : './wasm-h264-worker.js';

/** Frames sent ahead of the encoder: enough to keep it busy, few enough to bound memory (a frame is width x height x 4 bytes). */
const AHEAD = 2;

/** h264-mp4-encoder in a thread of its own, so a clip's encoding never holds up the process's event loop. */
export async function openWasmH264(settings: H264Settings): Promise<H264Encoder> {
  const worker = new Worker(new URL(WORKER_FILE, import.meta.url), { workerData: settings });
  const replies: ((m: unknown) => void)[] = [];
  let failure: Error | undefined;
  const fail = (e: Error) => {
    failure ??= e;
    for (const r of replies.splice(0)) r(failure);
  };
  worker.on('message', (m) => replies.shift()?.(m));
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The H.264 encoder's thread stopped (exit code ${code}).`)));
  const reply = () =>
    new Promise<unknown>((resolve, reject) => {
      if (failure) return reject(failure);
      replies.push((m) => (m instanceof Error ? reject(m) : resolve(m)));
    });
  await reply(); // ready
  const pending: Promise<unknown>[] = [];
  return {
    async write(frame) {
      const copy = new Uint8Array(frame);
      pending.push(reply());
      worker.postMessage(copy, [copy.buffer]);
      if (pending.length > AHEAD) await pending.shift();
    },
    async finish() {
      await Promise.all(pending.splice(0));
      const done = reply();
      worker.postMessage('finish');
      const mp4 = (await done) as Uint8Array;
      void worker.terminate();
      return Buffer.from(mp4.buffer, mp4.byteOffset, mp4.byteLength);
    },
    abort() {
      void worker.terminate();
    },
  };
}
