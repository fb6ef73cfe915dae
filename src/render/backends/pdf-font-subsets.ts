import type * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';

/** fontkit's subset, as pdfkit uses it: the glyphs it was given, in order, and the font file they make. */
interface Subset {
  glyphs: number[];
  encode(): Uint8Array;
}

/** The parts of fontkit 2's TrueType subset that adding a glyph writes (`TTFSubset._addGlyph`). */
interface TrueTypeSubset extends Subset {
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: Metrics[] };
  offset: number;
}
type Metrics = { advance: number; bearing: number };
type Outline = { bytes: Uint8Array; metrics: Metrics };

const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_OUTLINE_BYTES = 8 * 1024 * 1024;
const files = new LRUCache<string, Uint8Array>({ maxSize: MAX_FILE_BYTES, sizeCalculation: (bytes) => bytes.length });
// fontkit copies each outline out of the font: a CJK face's could add up to its whole glyf table (~10 MB).
const outlines = new LRUCache<string, Outline>({
  maxSize: MAX_OUTLINE_BYTES,
  sizeCalculation: (outline) => outline.bytes.length + 64,
});
let faces = 0;

/** A simple glyph's outline is copied into a subset as it is; a composite's names its parts by their new ids. */
function isSimple(bytes: Uint8Array): boolean {
  return bytes.length === 0 || new DataView(bytes.buffer, bytes.byteOffset, 2).getInt16(0) >= 0;
}

/**
 * A TrueType subset that reads each simple glyph's outline and metrics from the font once per thread (while
 * kept: 8 MB; fontkit parses the glyph anew for every subset), and writes them as fontkit does.
 */
function withKnownOutlines(subset: TrueTypeSubset, face: number): void {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (gid) => {
    const key = `${face}:${gid}`;
    const known = outlines.get(key);
    if (!known) {
      const index = addGlyph(gid);
      const bytes = subset.glyf[index];
      if (isSimple(bytes)) outlines.set(key, { bytes, metrics: subset.hmtx.metrics[index] });
      return index;
    }
    subset.glyf.push(known.bytes);
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push(known.metrics);
    subset.offset += known.bytes.length;
    return subset.glyf.length - 1;
  };
}

/**
 * The font's `createSubset`, made cheaper to encode. Every PDF embeds a subset of each face it uses, and
 * writing one (fontkit reads and re-encodes each glyph in JavaScript) was a fifth of the standard card's
 * PDF. A subset's file depends only on the font and its glyphs in order, which a template's renders often
 * repeat: the file is kept by that order, and each glyph's outline by its id.
 */
export function subsetsCached(font: fontkit.Font): () => Subset {
  const face = faces++;
  const trueType = 'glyf' in (font as unknown as { directory: { tables: object } }).directory.tables;
  return () => {
    const subset = font.createSubset() as unknown as TrueTypeSubset;
    if (trueType) withKnownOutlines(subset, face);
    const encode = subset.encode.bind(subset);
    subset.encode = () => {
      const glyphs = `${face}:${subset.glyphs.join(',')}`;
      let bytes = files.get(glyphs);
      if (!bytes) files.set(glyphs, (bytes = encode()));
      return bytes;
    };
    return subset;
  };
}
