/** Where one table of an sfnt (TrueType/OpenType) font lies; read from its directory with bounded reads. */
export interface SfntTable {
  offset: number;
  length: number;
}

/**
 * The table tagged `tag`, or null when the font has none. Undefined when the directory or the table
 * runs past the data: the caller treats that as damage.
 */
export function findTable(sfnt: Buffer, tag: string): SfntTable | null | undefined {
  if (sfnt.length < 12) return undefined;
  const numTables = sfnt.readUInt16BE(4);
  if (12 + numTables * 16 > sfnt.length) return undefined;
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (sfnt.toString('latin1', at, at + 4) !== tag) continue;
    const table = { offset: sfnt.readUInt32BE(at + 8), length: sfnt.readUInt32BE(at + 12) };
    return table.offset + table.length > sfnt.length ? undefined : table;
  }
  return null;
}
