import { inflateSync } from 'node:zlib';

/** Thrown for WOFF data that does not add up; the caller words the message. */
class WoffError extends Error {}

/**
 * WOFF 1.0 → the sfnt (TrueType/OpenType) font it wraps, as the W3C format lays it out: a table
 * directory of (tag, offset, compressed length, original length, checksum), each table zlib
 * compressed unless its two lengths are equal. Every table is inflated to at most its declared
 * length, which the caller has capped.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44) throw new WoffError('header');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  if (44 + numTables * 20 > woff.length) throw new WoffError('directory');
  const tables: { tag: Buffer; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    if (offset + compLength > woff.length || compLength > origLength) throw new WoffError('table');
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength === origLength ? raw : inflateSync(raw, { maxOutputLength: origLength });
    if (data.length !== origLength) throw new WoffError('table length');
    tables.push({ tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data });
  }
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
    const padded = (t.data.length + 3) & ~3;
    parts.push(t.data, Buffer.alloc(padded - t.data.length));
    offset += padded;
  });
  return Buffer.concat(parts);
}
