import { inflateSync } from 'node:zlib';

/** Thrown for WOFF data that does not add up; the caller words the message. */
class WoffError extends Error {}

interface WoffTable {
  tag: Buffer;
  offset: number;
  compLength: number;
  origLength: number;
  checksum: number;
}

/** The table directory: (tag, offset, compressed length, original length, checksum), each bounds-checked. */
function directory(woff: Buffer): WoffTable[] {
  if (woff.length < 44) throw new WoffError('header');
  const numTables = woff.readUInt16BE(12);
  if (44 + numTables * 20 > woff.length) throw new WoffError('directory');
  return Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const table = {
      tag: woff.subarray(at, at + 4),
      offset: woff.readUInt32BE(at + 4),
      compLength: woff.readUInt32BE(at + 8),
      origLength: woff.readUInt32BE(at + 12),
      checksum: woff.readUInt32BE(at + 16),
    };
    if (table.offset + table.compLength > woff.length || table.compLength > table.origLength)
      throw new WoffError('table');
    return table;
  });
}

/**
 * The size of the sfnt the tables unpack to, from the directory alone: the header's totalSfntSize is
 * not what inflating obeys (a 1.1 MB WOFF whose header said 300 KB unpacked to 1 GB). Throws a
 * WoffError when the directory does not add up.
 */
export function woffUnpackedSize(woff: Buffer): number {
  const tables = directory(woff);
  return tables.reduce((size, t) => size + padded(t.origLength), 12 + tables.length * 16);
}

/**
 * WOFF 1.0 → the sfnt (TrueType/OpenType) font it wraps, as the W3C format lays it out, each table
 * zlib compressed unless its two lengths are equal. Every table is inflated to at most its declared
 * length; the caller has capped their sum (woffUnpackedSize).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const tables = directory(woff).map((t) => {
    const raw = woff.subarray(t.offset, t.offset + t.compLength);
    const data = t.compLength === t.origLength ? raw : inflateSync(raw, { maxOutputLength: t.origLength });
    if (data.length !== t.origLength) throw new WoffError('table length');
    return { tag: t.tag, checksum: t.checksum, data };
  });
  const numTables = tables.length;
  // The sfnt offset table's binary-search fields, as the OpenType spec defines them.
  const power = numTables === 0 ? 0 : 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power || 1), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    parts.push(t.data, Buffer.alloc(padded(t.data.length) - t.data.length));
    offset += padded(t.data.length);
  });
  return Buffer.concat(parts);
}

/** A table's length rounded up to the 4-byte boundary the sfnt aligns tables on (arithmetic: lengths reach 2^32). */
export const padded = (length: number) => Math.ceil(length / 4) * 4;
