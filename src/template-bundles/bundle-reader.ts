import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ValidationError } from '../errors/validation-error.js';
import { MAX_ENTRIES, MAX_ENTRY_BYTES, MAX_UNPACKED_BYTES } from './bundle-format.js';

const refuse = (message: string) => ValidationError.of('file', message);
const NOT_A_BUNDLE = 'The file must be a design bundle (a ZIP made by a template export).';
// Compressed bytes handed to the inflater at a time: deflate expands at most ~1032x, so one step yields at most ~16 MB.
const STEP = 16 * 1024;

/**
 * The entries of a bundle, unpacked under bounds that hold whatever the ZIP declares: entries are
 * counted, and each entry's bytes as they inflate, so a ZIP bomb is stopped at the bound, not after.
 */
export function readBundle(zip: Buffer): Map<string, Buffer> {
  if (zip.length < 4 || zip.readUInt32LE(0) !== 0x04034b50) throw refuse(NOT_A_BUNDLE);
  const entries = new Map<string, Buffer>();
  let total = 0;
  let failure: ValidationError | undefined;
  const unzip = new Unzip((f: UnzipFile) => {
    if (failure) return;
    if (entries.size >= MAX_ENTRIES)
      return void (failure = refuse(`The bundle must not hold more than ${MAX_ENTRIES} files.`));
    const chunks: Uint8Array[] = [];
    let size = 0;
    f.ondata = (err, data, final) => {
      if (failure) return;
      if (err) return void (failure = refuse(NOT_A_BUNDLE));
      size += data.length;
      total += data.length;
      if (size > MAX_ENTRY_BYTES)
        return (
          void (failure = refuse(`${f.name} unpacks to more than ${MAX_ENTRY_BYTES / 1024 / 1024} MB.`)),
          f.terminate()
        );
      if (total > MAX_UNPACKED_BYTES)
        return (
          void (failure = refuse(`The bundle unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`)),
          f.terminate()
        );
      chunks.push(data);
      if (final) entries.set(f.name, Buffer.concat(chunks));
    };
    f.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length && !failure; at += STEP)
      unzip.push(zip.subarray(at, at + STEP), at + STEP >= zip.length);
  } catch {
    throw refuse(NOT_A_BUNDLE);
  }
  if (failure) throw failure;
  return entries;
}
