/**
 * The closed lists a layer's properties choose from (docs/rendering.md): the layer schema's enums are these, and so
 * are the Studio's menus, so a value added here is one the API takes and the Studio offers. It imports nothing, so
 * the Studio takes it as it is; the Studio's labels stay the Studio's.
 */

export const LAYER_TYPES = ['image', 'text', 'empty', 'qr_code', 'barcode', 'chart', 'table'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

/** The content key a layer of each type accepts in `variants` and `available_modifications`. */
export const CONTENT_KEY = {
  image: 'image_url',
  text: 'text',
  empty: 'background_color',
  qr_code: 'qr_content',
  barcode: 'barcode_content',
  chart: 'data',
  table: 'data',
} as const satisfies Record<LayerType, string>;

/** An empty layer's shape; a polygon needs `points`, a path needs `path`. */
export const BOX_SHAPES = ['rectangle', 'ellipse', 'line', 'polygon', 'path'] as const;
export type BoxShape = (typeof BOX_SHAPES)[number];

/** How an image fills its box, and the shapes it can be cut to (`border_radius` rounds the rectangle). */
export const IMAGE_FITS = ['cover', 'contain', 'fill'] as const;
export const IMAGE_MASKS = ['none', 'circle', 'ellipse'] as const;

/** How a text layer's text is read (docs/rendering.md "Mixed styles") and the styles of its type. */
export const TEXT_FORMATS = ['plain', 'markup'] as const;
export const FONT_STYLES = ['normal', 'italic'] as const;

/** A text layer's alignment across and down its box, its direction and its case. */
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const VERTICAL_ALIGNS = ['top', 'middle', 'bottom'] as const;
export const TEXT_DIRECTIONS = ['auto', 'ltr', 'rtl'] as const;
export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

/** In a right-to-left locale of a catalog that mirrors (design/locale/): `keep` leaves the layer where it is. */
export const RTL_PLACEMENTS = ['mirror', 'keep'] as const;

/** A QR code's error correction level and a barcode's symbology. */
export const ERROR_CORRECTIONS = ['L', 'M', 'Q', 'H'] as const;
export const BARCODE_SYMBOLOGIES = ['code128', 'ean13', 'upca', 'code39', 'itf14', 'datamatrix', 'pdf417'] as const;

/** The pages of a flowing PDF a layer is drawn on (`show_on`, design/page-fields.ts). */
export const SHOW_ON = ['all', 'first', 'last', 'not_first', 'not_last'] as const;

/** A table's lines (horizontal: under the header and every row; all: a grid; outer: the frame) and a column's alignment. */
export const TABLE_BORDERS = ['horizontal', 'all', 'outer', 'none'] as const;
export const COLUMN_ALIGNS = ['left', 'center', 'right'] as const;

/** A layer's entrance and exit presets (design/animation/presets.ts draws each as keyframes). */
export const PRESET_NAMES = ['fade', 'slide', 'scale', 'pop', 'typewriter'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
