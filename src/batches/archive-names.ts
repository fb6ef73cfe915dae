/** What names an item's file in its batch's archive. */
interface NamedItem {
  identifier: string | null;
  position: number;
  /** The stored file's extension, without its dot (`png`, `pdf`). */
  extension: string;
  /** A matrix batch's item (docs/api.md "Matrix batches"): the size and locale it draws; null: not asked. */
  size?: string | null;
  locale?: string | null;
}

// Characters no common file system (or an unzip tool) takes in a name, control characters included.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
// Device names Windows reserves, whatever follows their first dot (`nul.txt.png` is the device NUL).
const RESERVED = /^(con|prn|aux|nul|com[\d¹²³]|lpt[\d¹²³])\s*(\.|$)/i;
const MAX_STEM = 100;

/** A name as a file name's stem: unsafe characters as `_`, no leading or trailing dots or spaces, at most 100 characters. */
function safeStem(name: string, fallback: string): string {
  const stem = [...name.normalize('NFC').replace(UNSAFE, '_')]
    .slice(0, MAX_STEM)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (stem === '') return fallback;
  return RESERVED.test(stem) ? `_${stem}` : stem;
}

/** What a matrix item's path calls the size or locale its batch did not ask: the design's own, the default locale. */
const NOT_ASKED = 'default';

/**
 * Each item's file name in the archive (docs/api.md, "Batch archive"): its identifier made safe, with
 * its file's extension; a matrix batch's item (a size or a locale asked) is `{identifier}/{locale}/{size}`,
 * `default` standing for the one not asked. A name taken already (ignoring case, as macOS and Windows
 * do) gets `-2`, `-3`...
 */
export function archiveNames(items: NamedItem[]): string[] {
  const taken = new Set<string>();
  return items.map((item) => {
    const identifier = safeStem(item.identifier ?? '', `item_${item.position + 1}`);
    const stem =
      item.size == null && item.locale == null
        ? identifier
        : [identifier, safeStem(item.locale ?? NOT_ASKED, NOT_ASKED), safeStem(item.size ?? NOT_ASKED, NOT_ASKED)].join(
            '/',
          );
    let name = `${stem}.${item.extension}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}.${item.extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** A Content-Disposition for a download named after a title: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(title: string): string {
  const name = `${safeStem(title, 'batch')}.zip`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]|["%\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
