import { parentPort, workerData } from 'node:worker_threads';
import HME from 'h264-mp4-encoder';
import type { H264Settings } from './h264-encoder.js';
import { faststart } from './faststart.js';

/**
 * The WebAssembly H.264 encoder's thread (wasm-h264.ts starts one per clip): minih264 and libmp4v2,
 * compiled by h264-mp4-encoder. Frames come as messages and are acknowledged once encoded; `finish`
 * answers with the MP4, its index moved first.
 */

/**
 * Speed 10 is the encoder's fastest (a 1200x630 frame in ~20 ms here, against ~50 ms at 0); QP 24
 * keeps text sharp. A key frame each second lets a player seek.
 */
const SPEED = 10;
const QP = 24;

const { width, height, fps } = workerData as H264Settings;
const encoder = await HME.createH264MP4Encoder();
Object.assign(encoder, {
  width,
  height,
  frameRate: fps,
  speed: SPEED,
  quantizationParameter: QP,
  groupOfPictures: fps,
});
encoder.initialize();

parentPort!.on('message', (message: Uint8Array | 'finish') => {
  if (message !== 'finish') {
    encoder.addFrameRgba(message);
    parentPort!.postMessage('encoded');
    return;
  }
  encoder.finalize();
  const file = Buffer.from(encoder.FS.readFile(encoder.outputFilename));
  encoder.FS.unlink(encoder.outputFilename);
  encoder.delete();
  // Its own memory (a small Buffer shares Node's pool), moved rather than copied.
  const mp4 = new Uint8Array(faststart(file));
  parentPort!.postMessage(mp4, [mp4.buffer]);
});
parentPort!.postMessage('ready');
