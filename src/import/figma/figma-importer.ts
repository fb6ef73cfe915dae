import { ValidationError } from '../../errors/validation-error.js';
import { BoundedWorkers, movable, taskFile } from '../../ops/bounded-worker.js';
import { unpackBundle } from '../../template-bundles/bundle-unpacker.js';
import type { DraftDesign } from '../draft-design.js';
import type { FigmaImportOutcome, FigmaImportRequest } from './figma-import-task.js';
import { refuseFigma } from './figma-node.js';

/**
 * A read's heap and time, the thread's start included: a 32 MB JSON parses into a few hundred MB
 * of objects at worst, which the heap bound stops before it can hurt the process. Two at once per process.
 */
const reads = new BoundedWorkers<FigmaImportOutcome>(
  taskFile('figma-import-task', import.meta.url),
  { heapMb: 512, timeMs: 20_000 },
  2,
);

const IMAGE_ENTRY = /^images\/([A-Za-z0-9_-]{1,128})(\.(png|jpe?g|gif|webp))?$/i;

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/**
 * A Figma file as draft designs (docs/import.md "Figma"): its JSON alone, or a ZIP of the JSON and
 * `images/<imageRef>.png` (unpacked under the design bundles' bounds, in their worker); then read in
 * a thread of its own (figma-import-task.ts). Nothing the file names is fetched: an image fill whose
 * bytes are not in the ZIP is drawn as a placeholder and reported.
 */
export async function importFigma(bytes: Uint8Array, frame?: string): Promise<DraftDesign[]> {
  let json = bytes;
  const images: [string, Uint8Array<ArrayBuffer>][] = [];
  if (isZip(bytes)) {
    const entries = await unpackBundle(bytes).catch((e: unknown) => {
      if (!(e instanceof ValidationError)) throw e;
      const message = Object.values(e.errors).flat()[0] ?? e.message;
      throw refuseFigma(
        `is a ZIP that cannot be read (${message.replace(/^The bundle/, 'the ZIP').replace(/\.$/, '')})`,
      );
    });
    const jsons = [...entries.keys()].filter((n) => n.toLowerCase().endsWith('.json') && !n.startsWith('images/'));
    if (jsons.length !== 1)
      throw refuseFigma(
        `is a ZIP holding ${jsons.length} JSON files; it must hold one (the file's JSON) and images/<imageRef>.png`,
      );
    json = entries.get(jsons[0])!;
    for (const [name, data] of entries) {
      const ref = IMAGE_ENTRY.exec(name)?.[1];
      if (ref) images.push([ref, movable(data)]);
    }
  }
  const data = movable(json);
  const request: FigmaImportRequest = { json: data, images, ...(frame ? { frame } : {}) };
  const outcome = await reads.run(request, [data.buffer, ...new Set(images.map(([, b]) => b.buffer))]);
  if ('exceeded' in outcome) {
    const { heapMb, timeMs } = reads.bounds;
    const took = outcome.exceeded === 'memory' ? `${heapMb} MB of memory` : `${timeMs / 1000} seconds`;
    throw refuseFigma(`took more than ${took} to read`);
  }
  if ('refused' in outcome.message)
    throw ValidationError.of(outcome.message.refused.field, outcome.message.refused.message);
  return outcome.message.drafts;
}
