/**
 * What a reader of a design file (SVG, PSD, Figma) makes of it, before anything is stored: the
 * canvas, layers as the layer schema takes them (docs/api.md "Layers"), the images they show as bytes
 * still to be checked and stored in the media library, and the report of what was approximated.
 */

/** One line of the report: the layer it concerns (absent: the whole file) and what was done instead. */
export interface ImportNote {
  layer?: string;
  message: string;
}

/** An image a layer shows, not stored yet: encoded (PNG, JPEG, ... or SVG), or raw RGBA pixels. */
export type PendingImage =
  | { kind: 'encoded'; bytes: Uint8Array; fileName: string }
  | { kind: 'rgba'; pixels: Uint8Array; width: number; height: number; fileName: string };

/** A layer as the template will hold it; an image layer's `image_url` is filled in once `image` is stored. */
export type DraftLayer = Record<string, unknown> & { layer: string; type: string; image?: PendingImage };

export interface DraftDesign {
  title: string;
  width: number;
  height: number;
  background_color: string;
  layers: DraftLayer[];
  notes: ImportNote[];
}

/** The layer schema's limit: a file with more is refused rather than cut. */
export const MAX_IMPORTED_LAYERS = 200;

/** Unique layer keys of at most 64 characters from the names a file gives its layers. */
export class LayerKeys {
  private readonly used = new Set<string>();

  next(name: string | undefined, fallback: string): string {
    const base =
      (name ?? '')
        .normalize('NFKC')
        .replace(/[\u0000-\u001f\u007f]/g, '')
        .trim()
        .slice(0, 56) || fallback;
    let key = base;
    for (let n = 2; this.used.has(key.toLowerCase()); n++) key = `${base} ${n}`;
    this.used.add(key.toLowerCase());
    return key;
  }
}

/** A number rounded to two decimals: positions read well in the template and the diff. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
