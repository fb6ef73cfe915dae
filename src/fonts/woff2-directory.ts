import { padded } from './woff.js';

/** What a WOFF2 file's table directory says it unpacks to. */
export interface Woff2Sizes {
  /** The header's totalSfntSize. */
  declared: number;
  /** The sfnt its tables make: header, table records and every table's origLength, padded. */
  sfnt: number;
  /** The Brotli stream's inflated size: each table's transformLength, or origLength when not transformed. */
  stream: number;
  collection: boolean;
}

/** glyf and loca (known-tag indices 10 and 11) are transformed at version 0; every other table at any version but 0. */
const GLYF = 10;
const LOCA = 11;

/**
 * Reads a WOFF2 table directory (W3C WOFF2 §5.2) with bounded reads, so its sizes can be checked
 * before the decoder inflates anything: Google's decoder inflates the whole stream before it
 * compares it with the header. Null when the directory runs past the data or a length is malformed.
 */
export function woff2Sizes(woff2: Buffer): Woff2Sizes | null {
  if (woff2.length < 48) return null;
  const numTables = woff2.readUInt16BE(12);
  let at = 48;
  let sfnt = 12 + numTables * 16;
  let stream = 0;
  const base128 = (): number | null => {
    let value = 0;
    for (let i = 0; i < 5 && at < woff2.length; i++) {
      const byte = woff2[at++];
      // No leading zeros; no value past 32 bits.
      if ((i === 0 && byte === 0x80) || value > 0x1ffffff) return null;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    return null;
  };
  for (let i = 0; i < numTables; i++) {
    if (at >= woff2.length) return null;
    const flags = woff2[at++];
    const tagIndex = flags & 0x3f;
    const version = flags >> 6;
    if (tagIndex === 63) at += 4;
    const origLength = base128();
    if (origLength === null) return null;
    const transformed = tagIndex === GLYF || tagIndex === LOCA ? version === 0 : version !== 0;
    const transformLength = transformed ? base128() : origLength;
    if (transformLength === null) return null;
    sfnt += padded(origLength);
    stream += transformLength;
  }
  return { declared: woff2.readUInt32BE(16), sfnt, stream, collection: woff2.toString('latin1', 4, 8) === 'ttcf' };
}
