// gifenc ships no types; these are the parts the GIF encoder uses (gif-frames.ts).
declare module 'gifenc' {
  export type Palette = number[][];
  export interface QuantizeOptions {
    format?: 'rgb565' | 'rgb444' | 'rgba4444';
    oneBitAlpha?: boolean | number;
    clearAlpha?: boolean;
    clearAlphaThreshold?: number;
    clearAlphaColor?: number;
  }
  export interface FrameOptions {
    palette?: Palette | null;
    delay?: number;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
    first?: boolean;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    bytes(): Uint8Array;
  }
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): Encoder;
  export function quantize(rgba: Uint8Array, maxColors: number, options?: QuantizeOptions): Palette;
  export function applyPalette(rgba: Uint8Array, palette: Palette, format?: QuantizeOptions['format']): Uint8Array;
  export function nearestColorIndex(palette: Palette, pixel: number[]): number;
}
