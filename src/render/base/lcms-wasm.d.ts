// lcms-wasm (LittleCMS in WebAssembly) ships no types: the part print-profile.ts uses.
declare module 'lcms-wasm' {
  export interface Lcms {
    HEAPU8: Uint8Array;
    _malloc(size: number): number;
    _free(at: number): void;
    _cmsOpenProfileFromMem(at: number, size: number): number;
    cmsCreate_sRGBProfile(): number;
    cmsGetProfileInfoASCII(profile: number, info: number, language: string, country: string): string;
    cmsCreateTransform(
      input: number,
      inFormat: number,
      output: number,
      outFormat: number,
      intent: number,
      flags: number,
    ): number;
    cmsDoTransform(transform: number, input: Uint8Array, pixels: number): Uint8Array;
  }
  export function instantiate(): Promise<Lcms>;
  export const TYPE_CMYK_8: number;
  export const TYPE_RGB_8: number;
  export const TYPE_RGBA_8: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const cmsFLAGS_BLACKPOINTCOMPENSATION: number;
  export const cmsInfoDescription: number;
}
