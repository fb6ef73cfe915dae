import { ffmpegHasH264, openFfmpegH264 } from './ffmpeg-h264.js';
import type { H264Encoder, H264EncoderName, H264Settings } from './h264-encoder.js';
import { openWasmH264 } from './wasm-h264.js';

/** The encoder MP4s use here: the system ffmpeg when it has libx264, else WebAssembly. */
export async function h264EncoderName(): Promise<H264EncoderName> {
  return (await ffmpegHasH264()) ? 'ffmpeg' : 'wasm';
}

/** An H.264 encoder for a clip: `use` names one (tests run both), else the one h264EncoderName picks. */
export async function openH264(settings: H264Settings, use?: H264EncoderName): Promise<H264Encoder> {
  return (use ?? (await h264EncoderName())) === 'ffmpeg' ? openFfmpegH264(settings) : openWasmH264(settings);
}
