import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { compress } from 'wawoff2';

// Fonts to upload: two small OFL faces bwip-js (a dependency) ships, neither a bundled family.
const bwipFonts = join(dirname(createRequire(import.meta.url).resolve('bwip-js')), '..', 'fonts');
/** "OCRB", TrueType, weight 400, 96 characters. */
export const OCRB_TTF = readFileSync(join(bwipFonts, 'OCRB7.ttf'));
/** "Inconsolata", OpenType (CFF), weight 500. */
export const INCONSOLATA_OTF = readFileSync(join(bwipFonts, 'Inconsolata.otf'));

/** The card the uploaded-font goldens show: one text layer in `font_family`, 320x120. */
export const FONT_CARD = { width: 320, height: 120, background_color: '#ffffff' };
export const fontCardLayer = (font_family: string) => ({
  layer: 'title',
  type: 'text',
  x: 10,
  y: 10,
  width: 300,
  height: 100,
  text: 'SNAPFORGE 0123456789 ocr-b',
  font_family,
  font_size: 26,
  color: '#0f172a',
});

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
  checksum: number;
}

export function tables(sfnt: Buffer): TableRecord[] {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => {
    const at = 12 + i * 16;
    return {
      tag: sfnt.toString('latin1', at, at + 4),
      checksum: sfnt.readUInt32BE(at + 4),
      offset: sfnt.readUInt32BE(at + 8),
      length: sfnt.readUInt32BE(at + 12),
    };
  });
}

/** The same font with another OS/2 weight class: a second face of the family. */
export function withWeight(sfnt: Buffer, weight: number): Buffer {
  const copy = Buffer.from(sfnt);
  copy.writeUInt16BE(weight, tables(copy).find((t) => t.tag === 'OS/2')!.offset + 4);
  return copy;
}

/** The same font marked italic in OS/2 fsSelection (bit 0 set, bit 6 REGULAR cleared): the family's italic face. */
export function withItalic(sfnt: Buffer): Buffer {
  const copy = Buffer.from(sfnt);
  const at = tables(copy).find((t) => t.tag === 'OS/2')!.offset + 62;
  copy.writeUInt16BE((copy.readUInt16BE(at) | 0x0001) & ~0x0040, at);
  return copy;
}

/** The font with its cmap table renamed: no character maps to a glyph. */
export function withoutCmap(sfnt: Buffer): Buffer {
  const copy = Buffer.from(sfnt);
  const i = tables(copy).findIndex((t) => t.tag === 'cmap');
  copy.write('xmap', 12 + i * 16, 'latin1');
  return copy;
}

/** WOFF 1.0, each table deflated (the W3C layout). */
export function toWoff(sfnt: Buffer): Buffer {
  const list = tables(sfnt);
  const header = Buffer.alloc(44 + list.length * 20);
  const parts: Buffer[] = [header];
  let offset = header.length;
  list.forEach((t, i) => {
    const data = sfnt.subarray(t.offset, t.offset + t.length);
    const packed = deflateSync(data);
    const stored = packed.length < data.length ? packed : data;
    const at = 44 + i * 20;
    header.write(t.tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 4);
    header.writeUInt32BE(stored.length, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    header.writeUInt32BE(t.checksum, at + 16);
    const padded = (stored.length + 3) & ~3;
    parts.push(stored, Buffer.alloc(padded - stored.length));
    offset += padded;
  });
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(sfnt.readUInt32BE(0), 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(list.length, 12);
  header.writeUInt32BE(sfnt.length, 16);
  return Buffer.concat(parts);
}

export async function toWoff2(sfnt: Buffer): Promise<Buffer> {
  return Buffer.from(await compress(sfnt));
}

/** A WOFF2 header of a few bytes that declares a 3 GB font. */
export function woff2Bomb(): Buffer {
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(header.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(3 * 1024 * 1024 * 1024, 16);
  return header;
}
