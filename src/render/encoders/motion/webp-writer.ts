import type { Rect } from '../../base/geometry.js';

/**
 * An animated WebP from frames (webp-frame.ts) in order: RIFF, VP8X (animation, alpha), ANIM (loop
 * count) and an ANMF chunk per frame, placed at its rectangle (even left and top, as WebP requires),
 * replacing those pixels (no blending) and left in place for the next (no disposal). The RIFF size
 * comes first in the file, so frames are kept (encoded) until the end. Delays are milliseconds.
 */

export class WebpWriter {
  private readonly frames: Buffer[] = [];
  private bytes = 0;

  /** `plays`: how many times the clip plays, or `forever`. */
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly alpha: boolean,
    private readonly plays: number | 'forever',
  ) {}

  frame(rect: Rect, data: Buffer, ms: number): void {
    const head = Buffer.alloc(16);
    head.writeUIntLE(rect.x / 2, 0, 3);
    head.writeUIntLE(rect.y / 2, 3, 3);
    head.writeUIntLE(rect.width - 1, 6, 3);
    head.writeUIntLE(rect.height - 1, 9, 3);
    head.writeUIntLE(Math.min(ms, 0xffffff), 12, 3);
    head[15] = 0b10; // blending: do not blend; disposal: none
    const anmf = riffChunk('ANMF', Buffer.concat([head, data]));
    this.frames.push(anmf);
    this.bytes += anmf.length;
  }

  get size(): number {
    return this.bytes;
  }

  end(): Buffer {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0b10 | (this.alpha ? 0b10000 : 0); // animation, alpha
    vp8x.writeUIntLE(this.width - 1, 4, 3);
    vp8x.writeUIntLE(this.height - 1, 7, 3);
    const anim = Buffer.alloc(6);
    // Background: transparent white; the loop count is the number of plays, 0 for forever.
    anim.writeUInt32LE(0x00ffffff, 0);
    anim.writeUInt16LE(this.plays === 'forever' ? 0 : Math.min(this.plays, 65535), 4);
    const body = Buffer.concat([Buffer.from('WEBP'), riffChunk('VP8X', vp8x), riffChunk('ANIM', anim), ...this.frames]);
    const head = Buffer.alloc(8);
    head.write('RIFF', 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  }
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat(data.length % 2 ? [head, data, Buffer.alloc(1)] : [head, data]);
}
