import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, deflateSync } from 'node:zlib';
import { tables, toWoff } from './font-files.js';

// The fonts of issue 25, crafted from a real font: small files that expanded to gigabytes.
/** Inter Regular (bundled, 310 KB), the font the attacker started from. */
export const INTER_TTF = readFileSync(
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
);

/** The font with its cmap replaced by one (3, 10) subtable: the original bytes stay, the record points past them. */
export function withCmapSubtable(sfnt: Buffer, subtable: Buffer): Buffer {
  const cmap = Buffer.alloc(12);
  cmap.writeUInt16BE(1, 2);
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(10, 6);
  cmap.writeUInt32BE(12, 8);
  const at = Math.ceil(sfnt.length / 4) * 4;
  const copy = Buffer.concat([sfnt, Buffer.alloc(at - sfnt.length), cmap, subtable]);
  const record = 12 + tables(copy).findIndex((t) => t.tag === 'cmap') * 16;
  copy.writeUInt32BE(at, record + 8);
  copy.writeUInt32BE(cmap.length + subtable.length, record + 12);
  return copy;
}

/** A format-12 (or 13) subtable of [startCharCode, endCharCode, glyphID] groups. */
export function groupsSubtable(groups: [number, number, number][], format: 12 | 13 = 12): Buffer {
  const sub = Buffer.alloc(16 + groups.length * 12);
  sub.writeUInt16BE(format, 0);
  sub.writeUInt32BE(sub.length, 4);
  sub.writeUInt32BE(groups.length, 12);
  groups.forEach(([start, end, glyph], i) => {
    sub.writeUInt32BE(start, 16 + i * 12);
    sub.writeUInt32BE(end, 20 + i * 12);
    sub.writeUInt32BE(glyph, 24 + i * 12);
  });
  return sub;
}

/** A format-4 subtable of [startCode, endCode] segments, each mapped by idDelta 0 (the last one ends at 0xFFFF, as the format requires). */
export function segmentsSubtable(segments: [number, number][]): Buffer {
  const all = [...segments, [0xffff, 0xffff]];
  const n = all.length;
  const sub = Buffer.alloc(16 + n * 8);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  sub.writeUInt16BE(n * 2, 6);
  all.forEach(([start, end], i) => {
    sub.writeUInt16BE(end, 14 + i * 2);
    sub.writeUInt16BE(start, 16 + n * 2 + i * 2);
  });
  return sub;
}

/**
 * The font as WOFF with `count` extra tables that each inflate to `origLength` zero bytes, all of
 * them pointing at one deflate stream, while the header's totalSfntSize stays the font's own size.
 */
export function woffBomb(sfnt: Buffer, count: number, origLength: number): Buffer {
  const woff = toWoff(sfnt);
  const n = woff.readUInt16BE(12);
  const zeros = deflateSync(Buffer.alloc(origLength), { level: 9 });
  const header = Buffer.alloc(44 + (n + count) * 20);
  woff.copy(header, 0, 0, 44 + n * 20);
  const shift = count * 20;
  for (let i = 0; i < n; i++) header.writeUInt32BE(header.readUInt32BE(44 + i * 20 + 4) + shift, 44 + i * 20 + 4);
  const blob = woff.length + shift;
  for (let i = 0; i < count; i++) {
    const at = 44 + (n + i) * 20;
    header.write(`z${String(i).padStart(3, '0')}`, at, 'latin1');
    header.writeUInt32BE(blob, at + 4);
    header.writeUInt32BE(zeros.length, at + 8);
    header.writeUInt32BE(origLength, at + 12);
  }
  header.writeUInt16BE(n + count, 12);
  const bomb = Buffer.concat([header, woff.subarray(44 + n * 20), zeros]);
  bomb.writeUInt32BE(bomb.length, 8);
  return bomb;
}

/**
 * A WOFF2 whose directory lies: one table of `origLength` bytes (a Brotli stream of that many
 * zeros follows) in a font whose header declares `totalSfntSize`.
 */
export function lyingWoff2(origLength: number, totalSfntSize: number): Buffer {
  const stream = brotliCompressSync(Buffer.alloc(origLength), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const length: number[] = [];
  for (let v = origLength; ; v = Math.floor(v / 128)) {
    length.unshift(v % 128);
    if (v < 128) break;
  }
  // Flag 63: an arbitrary tag follows; transform version 0 (none) for it.
  const entry = Buffer.from([
    63,
    ...Buffer.from('zzzz', 'latin1'),
    ...length.map((b, i) => (i < length.length - 1 ? b | 0x80 : b)),
  ]);
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(48 + entry.length + stream.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(totalSfntSize, 16);
  header.writeUInt32BE(stream.length, 20);
  return Buffer.concat([header, entry, stream]);
}
