/**
 * An MP4 that plays while it downloads: its index (`moov`) before its media data (`mdat`). An encoder
 * that writes the index last (libmp4v2, under h264-mp4-encoder) has its file rewritten here, as
 * ffmpeg's `-movflags +faststart` and qt-faststart do: the top-level boxes reordered and every chunk
 * offset (`stco`, `co64`) moved by the index's size.
 */

/** Boxes that hold boxes, on the way from `moov` to the chunk offset tables. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex']);

interface Box {
  type: string;
  start: number;
  end: number;
}

function boxes(file: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(file.readBigUInt64BE(at + 8));
    else if (size === 0) size = end - at;
    if (size < 8 || at + size > end) throw new Error(`A malformed MP4 box "${type}" at ${at}.`);
    out.push({ type, start: at, end: at + size });
    at += size;
  }
  return out;
}

/** Adds `by` to every chunk offset under `box` (in place). */
function shiftOffsets(file: Buffer, box: Box, by: number): void {
  for (const child of boxes(file, box.start + 8, box.end)) {
    if (CONTAINERS.has(child.type)) shiftOffsets(file, child, by);
    else if (child.type === 'stco' || child.type === 'co64') {
      const wide = child.type === 'co64';
      const count = file.readUInt32BE(child.start + 12);
      for (let i = 0, at = child.start + 16; i < count; i++, at += wide ? 8 : 4) {
        if (wide) file.writeBigUInt64BE(file.readBigUInt64BE(at) + BigInt(by), at);
        else file.writeUInt32BE(file.readUInt32BE(at) + by, at);
      }
    }
  }
}

/** The file with `moov` moved before `mdat`; as it is when it is already there. */
export function faststart(file: Buffer): Buffer {
  const top = boxes(file, 0, file.length);
  const moov = top.find((b) => b.type === 'moov');
  const mdat = top.findIndex((b) => b.type === 'mdat');
  if (!moov || mdat < 0 || moov.start < top[mdat].start) return file;
  const index = Buffer.from(file.subarray(moov.start, moov.end));
  shiftOffsets(index, { type: 'moov', start: 0, end: index.length }, index.length);
  const rest = top.filter((b) => b !== moov);
  const at = rest.findIndex((b) => b.type === 'mdat');
  const ordered = [...rest.slice(0, at).map((b) => file.subarray(b.start, b.end)), index];
  return Buffer.concat([...ordered, ...rest.slice(at).map((b) => file.subarray(b.start, b.end))]);
}
