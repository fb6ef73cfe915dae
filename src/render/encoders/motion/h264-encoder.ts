/**
 * H.264 in MP4 (yuv420p, `moov` first), from RGBA frames in order: through the system's `ffmpeg`
 * (libx264) where one is on the PATH, else through h264-mp4-encoder (WebAssembly, installed by npm)
 * in a thread of its own. Both take frames as the clip draws them and keep only the encoded file.
 */
export interface H264Encoder {
  /** A frame of width x height RGBA pixels (both even); resolves when the encoder can take the next. */
  write(frame: Uint8Array): Promise<void>;
  /** The MP4, once every frame is written. */
  finish(): Promise<Buffer>;
  /** Stops, keeping nothing (a failed or aborted render). */
  abort(): void;
}

export interface H264Settings {
  width: number;
  height: number;
  fps: number;
}

/** Which encoder MP4s use: `ffmpeg` (the system's, faster) or `wasm` (h264-mp4-encoder). */
export type H264EncoderName = 'ffmpeg' | 'wasm';
