import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { archiveNames } from './archive-names.js';

/** A batch item as the archive reads it (GraphQL's BatchItem, in position order). */
interface ArchivedItem {
  identifier: string | null;
  mediaUrl?: string | null;
  /** A matrix batch's item: its file is `{identifier}/{locale}/{size}.{ext}` (archive-names.ts). */
  size?: string | null;
  locale?: string | null;
}

/** A stored file's bytes by its address; null when it is gone (removed by retention, say). */
type ReadFile = (url: string) => Promise<Buffer | null>;

/**
 * The ZIP of a batch's rendered files, named by identifier (`archive-names.ts`), made as it is read:
 * one file in memory at a time, the next read when the client has taken the last. Images are stored,
 * not deflated (PNG, JPEG, WebP and PDF are compressed already); a file gone from storage is left out.
 */
export function batchArchive(items: ArchivedItem[], readFile: ReadFile): Readable {
  const files = items.flatMap((item, position) =>
    item.mediaUrl
      ? [{ identifier: item.identifier, position, url: item.mediaUrl, size: item.size, locale: item.locale }]
      : [],
  );
  const names = archiveNames(files.map((f) => ({ ...f, extension: f.url.slice(f.url.lastIndexOf('.') + 1) })));
  return Readable.from(zipChunks(files.map((f, i) => ({ name: names[i], read: () => readFile(f.url) }))));
}

async function* zipChunks(entries: { name: string; read(): Promise<Buffer | null> }[]): AsyncGenerator<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  for (const entry of entries) {
    const data = await entry.read();
    if (!data) continue;
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    file.push(data, true);
    yield* chunks.splice(0);
  }
  zip.end();
  yield* chunks.splice(0);
}
