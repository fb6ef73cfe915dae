/**
 * A PSD channel's RLE (PackBits) stream checked whole before it is decoded: ag-psd decodes a broken
 * stream leniently (rows cut short or run on, zeros where bytes are missing), which would import a
 * damaged image as if it were sound. Each row must decode to exactly its width and use exactly the
 * bytes the row table gives it, and the table must account for every byte.
 */
export function rleProblem(data: Uint8Array, width: number, height: number, large: boolean): string | undefined {
  const entry = large ? 4 : 2;
  const table = height * entry;
  if (data.byteLength < table) return 'its row table is cut short';
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let at = table;
  for (let y = 0; y < height; y++) {
    const length = large ? view.getUint32(y * entry) : view.getUint16(y * entry);
    const end = at + length;
    if (end > data.byteLength) return `row ${y + 1} runs past the channel's data`;
    let x = 0;
    while (at < end) {
      const header = data[at++];
      if (header < 128) {
        x += header + 1;
        at += header + 1;
      } else if (header > 128) {
        x += 257 - header;
        at += 1;
      }
    }
    if (at !== end || x !== width) return `row ${y + 1} decodes to ${x} pixels, not ${width}`;
  }
  if (at !== data.byteLength) return 'its row table does not account for all its bytes';
  return undefined;
}
