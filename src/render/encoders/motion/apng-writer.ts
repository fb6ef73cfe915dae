import { chunk, SIGNATURE } from '../png-bands.js';
import type { Rect } from '../../base/geometry.js';

/**
 * An animated PNG from frames (apng-frame.ts) in order. The first frame is the whole canvas and the
 * PNG's own image (IDAT), so a viewer without APNG shows it; each later one is the rectangle that
 * changed, replacing those pixels (blend SOURCE, disposal NONE), in an fdAT chunk. The frame count
 * comes first in the file (acTL) and identical frames are merged, so frames are kept (encoded) until
 * the end. Delays are milliseconds.
 */

export class ApngWriter {
  private readonly frames: { rect: Rect; data: Buffer; ms: number }[] = [];
  private bytes = 0;

  /** `plays`: how many times the clip plays, or `forever`. */
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly channels: 3 | 4,
    private readonly plays: number | 'forever',
  ) {}

  frame(rect: Rect, data: Buffer, ms: number): void {
    this.frames.push({ rect, data, ms });
    this.bytes += data.length + 64;
  }

  get size(): number {
    return this.bytes;
  }

  end(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8;
    header[9] = this.channels === 4 ? 6 : 2;
    const control = Buffer.alloc(8);
    control.writeUInt32BE(this.frames.length, 0);
    control.writeUInt32BE(this.plays === 'forever' ? 0 : this.plays, 4);
    const parts = [SIGNATURE, ...chunk('IHDR', [header]), ...chunk('acTL', [control])];
    let sequence = 0;
    this.frames.forEach(({ rect, data, ms }, i) => {
      const fc = Buffer.alloc(26);
      fc.writeUInt32BE(sequence++, 0);
      fc.writeUInt32BE(rect.width, 4);
      fc.writeUInt32BE(rect.height, 8);
      fc.writeUInt32BE(rect.x, 12);
      fc.writeUInt32BE(rect.y, 16);
      fc.writeUInt16BE(Math.min(ms, 65535), 20);
      fc.writeUInt16BE(1000, 22);
      // dispose_op 0 (none), blend_op 0 (source): bytes 24 and 25 stay 0.
      parts.push(...chunk('fcTL', [fc]));
      if (i === 0) parts.push(...chunk('IDAT', [data]));
      else {
        const seq = Buffer.alloc(4);
        seq.writeUInt32BE(sequence++, 0);
        parts.push(...chunk('fdAT', [seq, data]));
      }
    });
    parts.push(...chunk('IEND', []));
    return Buffer.concat(parts);
  }
}
