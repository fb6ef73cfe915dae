import { crc32, deflateRawSync } from 'node:zlib';

// ZIPs written by hand, as an attacker writes them (issue 39): names that repeat, a central
// directory that lists other entries than the file holds (or none at all), sizes that lie.

export interface ZipEntry {
  name: string;
  /** The entry's bytes, unpacked. */
  data: Uint8Array;
  /** Deflated rather than stored. */
  deflate?: boolean;
  /** The unpacked size its headers declare, when it lies. */
  declaredSize?: number;
}

interface Written {
  entry: ZipEntry;
  offset: number;
  packed: Uint8Array;
  crc: number;
}

function localHeader({ entry, packed, crc }: Written): Buffer {
  const name = Buffer.from(entry.name);
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(entry.deflate ? 8 : 0, 8);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(packed.length, 18);
  h.writeUInt32LE(entry.declaredSize ?? entry.data.length, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name, packed]);
}

function directoryHeader({ entry, packed, crc, offset }: Written): Buffer {
  const name = Buffer.from(entry.name);
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(entry.deflate ? 8 : 0, 10);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(packed.length, 20);
  h.writeUInt32LE(entry.declaredSize ?? entry.data.length, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}

/**
 * A ZIP of `entries` in order. Its central directory lists `directory` (by default the same
 * entries; a subset of them by name; none at all with null, as a streaming writer cut short).
 */
export function handmadeZip(entries: ZipEntry[], directory: string[] | 'all' | null = 'all'): Buffer {
  const parts: Buffer[] = [];
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const w = {
      entry,
      offset,
      packed: entry.deflate ? deflateRawSync(entry.data) : entry.data,
      crc: crc32(entry.data),
    };
    const local = localHeader(w);
    parts.push(local);
    written.push(w);
    offset += local.length;
  }
  if (directory === null) return Buffer.concat(parts);
  const listed = directory === 'all' ? written : written.filter((w) => directory.includes(w.entry.name));
  const central = Buffer.concat(listed.map(directoryHeader));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(listed.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(listed.length, 0xffff), 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

/**
 * Issue 39's bundle: `count` stored zero-byte entries all named `name`, one after another with no
 * central directory (a streaming reader needs none): 37 bytes an entry, so 1,500,000 of them are 53 MB.
 */
export function repeatedEntries(name: string, count: number): Buffer {
  const one = handmadeZip([{ name, data: new Uint8Array(0) }], null);
  return Buffer.alloc(one.length * count, one);
}
