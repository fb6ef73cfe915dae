import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { ValidationError } from '../errors/validation-error.js';
import { MAX_ENTRIES, MAX_ENTRY_BYTES, MAX_UNPACKED_BYTES } from './bundle-format.js';

const refuse = (message: string) => ValidationError.of('file', message);
const NOT_A_BUNDLE = 'The file must be a design bundle (a ZIP made by a template export).';
// Compressed bytes handed to the inflater at a time: deflate expands at most ~1032x, so one step yields at most ~16 MB.
const STEP = 16 * 1024;

/**
 * The bounds of one pass over a bundle: every entry counted (not every distinct name: 200,000
 * entries sharing one name once went uncounted), a name held once, each entry's bytes and all of them.
 */
class Tally {
  private readonly names = new Set<string>();
  private total = 0;

  entry(name: string): void {
    if (this.names.has(name)) throw refuse(`The bundle holds ${name} more than once.`);
    if (this.names.size >= MAX_ENTRIES) throw refuse(`The bundle must not hold more than ${MAX_ENTRIES} files.`);
    this.names.add(name);
  }

  /** `added` more bytes of `name`, which has `size` now. */
  bytes(name: string, size: number, added: number): void {
    this.total += added;
    if (size > MAX_ENTRY_BYTES) throw refuse(`${name} unpacks to more than ${MAX_ENTRY_BYTES / 1024 / 1024} MB.`);
    if (this.total > MAX_UNPACKED_BYTES)
      throw refuse(`The bundle unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB.`);
  }
}

/** The central directory, under the bounds, before anything inflates: the entries and sizes the ZIP declares. */
function checkDirectory(zip: Uint8Array): void {
  const tally = new Tally();
  // fflate's filter sees each directory entry before it would extract it; refusing them all extracts nothing.
  unzipSync(zip, {
    filter: ({ name, originalSize }) => {
      tally.entry(name);
      tally.bytes(name, originalSize, originalSize);
      return false;
    },
  });
}

/**
 * The entries of a bundle, unpacked under bounds that hold whatever the ZIP declares: its central
 * directory is checked first; then, as the entries are read, each is counted and its bytes as they
 * inflate, so a directory that lies (or a ZIP bomb) is stopped at the bound, not after. CPU-bound
 * for up to a second or two: it runs in a worker thread (bundle-unpacker.ts).
 */
export function readBundle(zip: Uint8Array): Map<string, Buffer> {
  if (zip.length < 4 || Buffer.from(zip.buffer, zip.byteOffset, 4).readUInt32LE(0) !== 0x04034b50)
    throw refuse(NOT_A_BUNDLE);
  const entries = new Map<string, Buffer>();
  const tally = new Tally();
  let failure: unknown;
  // Inside fflate's callbacks a throw is handed back to the same callback as an error: kept here instead.
  const guarded = (check: () => void) => {
    try {
      check();
    } catch (e) {
      failure ??= e;
    }
    return failure !== undefined;
  };
  const unzip = new Unzip((f: UnzipFile) => {
    if (failure || guarded(() => tally.entry(f.name))) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    f.ondata = (err, data, final) => {
      if (failure) return;
      if (err) return void (failure = refuse(NOT_A_BUNDLE));
      size += data.length;
      if (guarded(() => tally.bytes(f.name, size, data.length))) return f.terminate();
      chunks.push(data);
      if (final) entries.set(f.name, Buffer.concat(chunks));
    };
    f.start();
  });
  unzip.register(UnzipInflate);
  try {
    checkDirectory(zip);
    for (let at = 0; at < zip.length && !failure; at += STEP)
      unzip.push(zip.subarray(at, at + STEP), at + STEP >= zip.length);
  } catch (e) {
    throw e instanceof ValidationError ? e : refuse(NOT_A_BUNDLE);
  }
  if (failure) throw failure;
  return entries;
}
