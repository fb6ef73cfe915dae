import type { LayerType } from './design.js';

/** One editable property of docs/rendering.md and the control that edits it. */
export interface FieldSpec {
  key: string;
  label: string;
  kind:
    'text' | 'textarea' | 'number' | 'color' | 'paint' | 'shape' | 'select' | 'checkbox' | 'font' | 'image' | 'json';
  options?: string[];
  step?: number;
  /** Empty clears the property (the renderer's default applies). */
  optional?: boolean;
}

const n = (key: string, label: string, step = 1, optional = false): FieldSpec => ({
  key,
  label,
  kind: 'number',
  step,
  optional,
});
const sel = (key: string, label: string, options: string[]): FieldSpec => ({ key, label, kind: 'select', options });
const color = (key: string, label: string, optional = false): FieldSpec => ({ key, label, kind: 'color', optional });
/** A fill that takes a colour or a CSS gradient (docs/rendering.md "Gradients"): the gradient editor. */
const paint = (key: string, label: string): FieldSpec => ({ key, label, kind: 'paint' });

const json = (key: string, label: string): FieldSpec => ({ key, label, kind: 'json', optional: true });

export const COMMON_FIELDS: FieldSpec[] = [
  n('x', 'X'),
  n('y', 'Y'),
  n('width', 'Width'),
  n('height', 'Height'),
  n('rotation', 'Rotation (degrees)'),
  n('opacity', 'Opacity', 0.05),
  { key: 'hidden', label: 'Hidden', kind: 'checkbox' },
  { key: 'locked', label: 'Locked (not moved on the canvas)', kind: 'checkbox' },
  color('shadow_color', 'Shadow colour', true),
  n('shadow_blur', 'Shadow blur', 1, true),
  n('shadow_x', 'Shadow x', 1, true),
  n('shadow_y', 'Shadow y', 1, true),
];

export const TYPE_FIELDS: Record<LayerType, FieldSpec[]> = {
  text: [
    { key: 'text', label: 'Text', kind: 'textarea' },
    sel('text_format', 'Text format', ['plain', 'markup']),
    { key: 'font_family', label: 'Font', kind: 'font' },
    sel('font_weight', 'Weight', ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900']),
    sel('font_style', 'Style', ['normal', 'italic']),
    n('font_size', 'Font size'),
    color('color', 'Colour'),
    sel('align', 'Align', ['left', 'center', 'right', 'justify']),
    sel('vertical_align', 'Vertical align', ['top', 'middle', 'bottom']),
    n('line_height', 'Line height', 0.05),
    n('letter_spacing', 'Letter spacing', 0.5),
    n('max_lines', 'Max lines', 1, true),
    { key: 'auto_fit', label: 'Auto-fit', kind: 'checkbox' },
    n('min_font_size', 'Min font size', 1, true),
    sel('direction', 'Direction', ['auto', 'ltr', 'rtl']),
    sel('text_transform', 'Transform', ['none', 'uppercase', 'lowercase', 'capitalize']),
    { key: 'underline', label: 'Underline', kind: 'checkbox' },
    { key: 'strikethrough', label: 'Strikethrough', kind: 'checkbox' },
    color('background_color', 'Highlight', true),
    n('background_padding', 'Highlight padding'),
    n('background_radius', 'Highlight radius'),
    color('stroke_color', 'Outline colour'),
    n('stroke_width', 'Outline width', 0.5),
  ],
  image: [
    { key: 'image_url', label: 'Image', kind: 'image' },
    sel('fit', 'Fit', ['cover', 'contain', 'fill']),
    n('focal_x', 'Focal x', 0.05),
    n('focal_y', 'Focal y', 0.05),
    n('border_radius', 'Corner radius'),
    sel('mask', 'Mask', ['none', 'circle', 'ellipse']),
    { key: 'filter', label: 'Filter (CSS, e.g. grayscale(1) blur(2px))', kind: 'text', optional: true },
    { key: 'flip_x', label: 'Flip horizontally', kind: 'checkbox' },
    { key: 'flip_y', label: 'Flip vertically', kind: 'checkbox' },
    { key: 'alt', label: 'Alternative text (PDF readers; empty: decorative)', kind: 'text', optional: true },
  ],
  empty: [
    { key: 'shape', label: 'Shape', kind: 'shape' },
    paint('background_color', 'Fill (colour or CSS gradient)'),
    n('border_radius', 'Corner radius'),
    n('border_width', 'Border width'),
    color('border_color', 'Border colour'),
    json('border_dash', 'Border dash (JSON, e.g. [6, 4])'),
    json('points', 'Polygon points (JSON, 0-1 in the box, e.g. [[0.5,0],[1,1],[0,1]])'),
    { key: 'path', label: 'SVG path data', kind: 'textarea', optional: true },
    json('path_viewbox', 'Path viewbox (JSON [x, y, width, height])'),
    n('shadow_spread', 'Shadow spread (rectangles and ellipses)', 1, true),
  ],
  qr_code: [
    { key: 'qr_content', label: 'Content', kind: 'textarea' },
    color('color', 'Colour'),
    paint('background_color', 'Background'),
    sel('error_correction', 'Error correction', ['L', 'M', 'Q', 'H']),
    n('quiet_zone', 'Quiet zone (modules)'),
  ],
  barcode: [
    { key: 'barcode_content', label: 'Content', kind: 'text' },
    sel('symbology', 'Symbology', ['code128', 'ean13', 'upca', 'code39', 'itf14', 'datamatrix', 'pdf417']),
    color('color', 'Colour'),
    paint('background_color', 'Background'),
    { key: 'show_text', label: 'Show text', kind: 'checkbox' },
  ],
};

/** The renderer's defaults (docs/rendering.md), shown when a layer leaves a property out. */
export const DEFAULTS: Record<string, unknown> = {
  rotation: 0,
  opacity: 1,
  hidden: false,
  locked: false,
  text: '',
  font_family: 'sans',
  font_weight: 'normal',
  font_style: 'normal',
  font_size: 32,
  color: '#000000',
  align: 'left',
  vertical_align: 'top',
  line_height: 1.2,
  letter_spacing: 0,
  auto_fit: false,
  direction: 'auto',
  fit: 'cover',
  focal_x: 0.5,
  focal_y: 0.5,
  border_radius: 0,
  border_width: 0,
  border_color: '#000000',
  qr_content: '',
  error_correction: 'M',
  quiet_zone: 1,
  barcode_content: '',
  symbology: 'code128',
  show_text: true,
  text_format: 'plain',
  mask: 'none',
  shape: 'rectangle',
  flip_x: false,
  flip_y: false,
  text_transform: 'none',
  underline: false,
  strikethrough: false,
  background_padding: 0,
  background_radius: 0,
  stroke_color: '#000000',
  stroke_width: 0,
};
export const TYPE_DEFAULTS: Partial<Record<LayerType, Record<string, unknown>>> = {
  empty: { background_color: 'transparent' },
  qr_code: { background_color: '#ffffff' },
  barcode: { background_color: '#ffffff' },
};
