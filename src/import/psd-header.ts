import { ValidationError } from '../errors/validation-error.js';

/**
 * A PSD's bounds read from its header and section lengths alone, before any parser allocates for it
 * (docs/import.md "Bounds"): the canvas a template may have, 8 or 16 bits per channel in RGB or
 * grayscale, sections that fit in the file, and a layer count that a design can use.
 */

const MAX_PSD_SIDE = 4000;
/** Layer records, group openers and closers included: a 200-layer design with its groups fits. */
const MAX_PSD_RECORDS = 4000;

const refuse = (why: string) => ValidationError.of('file', `The PSD cannot be imported: it ${why}.`);

export function checkPsdHeader(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 26 + 12) throw refuse('is truncated');
  const version = view.getUint16(4);
  if (version === 2) throw refuse('is a large document (PSB), which is not imported');
  if (version !== 1) throw refuse(`has an unknown version (${version})`);
  const channels = view.getUint16(12);
  const height = view.getUint32(14);
  const width = view.getUint32(18);
  const depth = view.getUint16(22);
  const mode = view.getUint16(24);
  if (width < 1 || height < 1 || width > MAX_PSD_SIDE || height > MAX_PSD_SIDE)
    throw refuse(
      `declares a ${width}x${height} canvas (${((width * height * channels * Math.max(1, depth / 8)) / 1024 ** 3).toFixed(2)} GB of pixels); a template is at most ${MAX_PSD_SIDE}x${MAX_PSD_SIDE}`,
    );
  if (channels < 1 || channels > 56) throw refuse(`declares ${channels} channels`);
  if (depth !== 8 && depth !== 16) throw refuse(`has ${depth} bits per channel: 8 and 16 are imported`);
  if (mode !== 3 && mode !== 1) throw refuse('is not in RGB or grayscale colour');

  let at = 26;
  const section = (name: string) => {
    if (at + 4 > bytes.byteLength) throw refuse(`is truncated (before its ${name})`);
    const length = view.getUint32(at);
    const start = at + 4;
    if (start + length > bytes.byteLength) throw refuse(`declares its ${name} longer than the file holds`);
    at = start + length;
    return { start, length };
  };
  section('colour mode data');
  section('image resources');
  const layersAndMasks = section('layer and mask information');
  if (layersAndMasks.length >= 6) {
    const info = view.getUint32(layersAndMasks.start);
    if (info >= 2) {
      // The count is signed: negative means the first alpha channel holds the merged transparency.
      const records = Math.abs(view.getInt16(layersAndMasks.start + 4));
      if (records > MAX_PSD_RECORDS)
        throw refuse(
          `has ${records.toLocaleString('en')} layer records, more than ${MAX_PSD_RECORDS.toLocaleString('en')}`,
        );
    }
  }
}
