declare module 'wawoff2' {
  /** WOFF2 → the TrueType/OpenType font it wraps; rejects when the data is not valid WOFF2. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
