import type { Palette } from './gifenc.js';

/**
 * An animated GIF from frame blocks (gif-frame.ts) in order: header, the logical screen and the
 * global palette (when the clip has one), the loop, each frame with its delay, the trailer.
 */

/** Where a frame block's delay sits: in its graphic control extension, after 21 F9 04 and the packed byte. */
const DELAY_AT = 4;

export class GifWriter {
  private readonly parts: Uint8Array[] = [];
  private bytes = 0;

  /** `plays`: how many times the clip plays, or `forever`. */
  constructor(width: number, height: number, palette: Palette | null, plays: number | 'forever') {
    const table = palette ? colourTable(palette) : null;
    const head = new Uint8Array(13);
    head.set([...'GIF89a'].map((c) => c.charCodeAt(0)));
    const view = new DataView(head.buffer);
    view.setUint16(6, width, true);
    view.setUint16(8, height, true);
    head[10] = table ? 0x80 | (7 << 4) | (Math.log2(table.length / 3) - 1) : 0;
    this.push(head);
    if (table) this.push(table);
    // The NETSCAPE extension counts repeats after the first play; without it the clip plays once.
    if (plays !== 1) this.push(netscapeLoop(plays === 'forever' ? 0 : plays - 1));
  }

  private push(part: Uint8Array): void {
    this.parts.push(part);
    this.bytes += part.length;
  }

  /** A frame block shown for `centiseconds`. */
  frame(block: Uint8Array, centiseconds: number): void {
    const copy = new Uint8Array(block);
    new DataView(copy.buffer).setUint16(DELAY_AT, centiseconds, true);
    this.push(copy);
  }

  get size(): number {
    return this.bytes;
  }

  end(): Buffer {
    this.push(Uint8Array.of(0x3b));
    return Buffer.concat(this.parts);
  }
}

/** The palette padded to a power of two of at least two colours, as RGB triples. */
function colourTable(palette: Palette): Uint8Array {
  const size = Math.max(2, 2 ** Math.ceil(Math.log2(palette.length)));
  const table = new Uint8Array(size * 3);
  palette.forEach((c, i) => table.set(c.slice(0, 3), i * 3));
  return table;
}

function netscapeLoop(repeats: number): Uint8Array {
  const ext = new Uint8Array(19);
  ext.set([0x21, 0xff, 11, ...[...'NETSCAPE2.0'].map((c) => c.charCodeAt(0)), 3, 1]);
  new DataView(ext.buffer).setUint16(16, Math.min(repeats, 65535), true);
  return ext;
}
