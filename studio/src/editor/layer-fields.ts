import type { LayerType } from './design.js';

/** The inspector's sections, in order (a field names the one it sits in). */
export const SECTIONS = [
  'Position and size',
  'Text',
  'Image',
  'Shape',
  'Code',
  'Fill',
  'Border',
  'Effects',
  'Layer',
] as const;

/** One editable property of docs/rendering.md and the control that edits it. */
export interface FieldSpec {
  key: string;
  label: string;
  section: (typeof SECTIONS)[number];
  /** Spans both columns of its section (a text, a colour, a picker). */
  wide?: boolean;
  placeholder?: string;
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'color'
    | 'paint'
    | 'shape'
    | 'select'
    | 'segments'
    | 'checkbox'
    | 'font'
    | 'image'
    | 'json';
  options?: string[];
  step?: number;
  /** Empty clears the property (the renderer's default applies). */
  optional?: boolean;
}

type Section = FieldSpec['section'];
const n = (section: Section, key: string, label: string, step = 1, optional = false): FieldSpec => ({
  section,
  key,
  label,
  kind: 'number',
  step,
  optional,
});
const sel = (section: Section, key: string, label: string, options: string[]): FieldSpec => ({
  section,
  key,
  label,
  kind: 'select',
  options,
});
const color = (section: Section, key: string, label: string, optional = false): FieldSpec => ({
  section,
  key,
  label,
  kind: 'color',
  optional,
  wide: true,
});
const check = (section: Section, key: string, label: string): FieldSpec => ({ section, key, label, kind: 'checkbox' });
/** A fill that takes a colour or a CSS gradient (docs/rendering.md "Gradients"): the gradient editor. */
const paint = (key: string, label: string): FieldSpec => ({ section: 'Fill', key, label, kind: 'paint', wide: true });
const json = (section: Section, key: string, label: string, placeholder: string): FieldSpec => ({
  section,
  key,
  label,
  kind: 'json',
  optional: true,
  wide: true,
  placeholder,
});
const text = (section: Section, key: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  section,
  key,
  label,
  kind: 'text',
  wide: true,
  ...extra,
});

export const COMMON_FIELDS: FieldSpec[] = [
  n('Position and size', 'x', 'X'),
  n('Position and size', 'y', 'Y'),
  n('Position and size', 'width', 'W'),
  n('Position and size', 'height', 'H'),
  n('Position and size', 'rotation', 'Rotation'),
  n('Position and size', 'opacity', 'Opacity', 0.05),
  color('Effects', 'shadow_color', 'Shadow colour', true),
  n('Effects', 'shadow_blur', 'Blur', 1, true),
  n('Effects', 'shadow_x', 'Shadow X', 1, true),
  n('Effects', 'shadow_y', 'Shadow Y', 1, true),
  check('Layer', 'hidden', 'Hidden'),
  check('Layer', 'locked', 'Locked (not moved on the canvas)'),
];

export const TYPE_FIELDS: Record<LayerType, FieldSpec[]> = {
  text: [
    { section: 'Text', key: 'text', label: 'Text', kind: 'textarea', wide: true },
    sel('Text', 'text_format', 'Text format', ['plain', 'markup']),
    sel('Text', 'direction', 'Direction', ['auto', 'ltr', 'rtl']),
    { section: 'Text', key: 'font_family', label: 'Font', kind: 'font', wide: true },
    sel('Text', 'font_weight', 'Weight', [
      'normal',
      'bold',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
    ]),
    n('Text', 'font_size', 'Size'),
    sel('Text', 'font_style', 'Style', ['normal', 'italic']),
    sel('Text', 'text_transform', 'Case', ['none', 'uppercase', 'lowercase', 'capitalize']),
    {
      section: 'Text',
      key: 'align',
      label: 'Align',
      kind: 'segments',
      options: ['left', 'center', 'right', 'justify'],
    },
    {
      section: 'Text',
      key: 'vertical_align',
      label: 'Vertical align',
      kind: 'segments',
      options: ['top', 'middle', 'bottom'],
    },
    n('Text', 'line_height', 'Line height', 0.05),
    n('Text', 'letter_spacing', 'Spacing', 0.5),
    n('Text', 'max_lines', 'Max lines', 1, true),
    n('Text', 'min_font_size', 'Min size', 1, true),
    check('Text', 'auto_fit', 'Auto-fit'),
    check('Text', 'underline', 'Underline'),
    check('Text', 'strikethrough', 'Strikethrough'),
    color('Fill', 'color', 'Colour'),
    color('Fill', 'background_color', 'Highlight', true),
    n('Fill', 'background_padding', 'Padding'),
    n('Fill', 'background_radius', 'Radius'),
    color('Border', 'stroke_color', 'Outline colour'),
    n('Border', 'stroke_width', 'Outline', 0.5),
  ],
  image: [
    { section: 'Image', key: 'image_url', label: 'Image', kind: 'image', wide: true },
    sel('Image', 'fit', 'Fit', ['cover', 'contain', 'fill']),
    sel('Image', 'mask', 'Mask', ['none', 'circle', 'ellipse']),
    n('Image', 'focal_x', 'Focal x', 0.05),
    n('Image', 'focal_y', 'Focal y', 0.05),
    check('Image', 'flip_x', 'Flip horizontally'),
    check('Image', 'flip_y', 'Flip vertically'),
    text('Image', 'filter', 'Filter (CSS)', { optional: true, placeholder: 'grayscale(1) blur(2px)' }),
    text('Image', 'alt', 'Alternative text (PDF readers; empty: decorative)', { optional: true }),
    n('Border', 'border_radius', 'Corner radius'),
  ],
  empty: [
    { section: 'Shape', key: 'shape', label: 'Shape', kind: 'shape', wide: true },
    json('Shape', 'points', 'Polygon points (JSON, 0-1 in the box)', '[[0.5,0],[1,1],[0,1]]'),
    { section: 'Shape', key: 'path', label: 'SVG path data', kind: 'textarea', optional: true, wide: true },
    json('Shape', 'path_viewbox', 'Path viewbox (JSON)', '[0, 0, 100, 100]'),
    n('Effects', 'shadow_spread', 'Shadow spread', 1, true),
    paint('background_color', 'Fill'),
    n('Border', 'border_width', 'Border width'),
    n('Border', 'border_radius', 'Corner radius'),
    color('Border', 'border_color', 'Border colour'),
    json('Border', 'border_dash', 'Border dash (JSON)', '[6, 4]'),
  ],
  qr_code: [
    { section: 'Code', key: 'qr_content', label: 'Content', kind: 'textarea', wide: true },
    sel('Code', 'error_correction', 'Error correction', ['L', 'M', 'Q', 'H']),
    n('Code', 'quiet_zone', 'Quiet zone'),
    color('Fill', 'color', 'Colour'),
    paint('background_color', 'Background'),
  ],
  barcode: [
    text('Code', 'barcode_content', 'Content'),
    sel('Code', 'symbology', 'Symbology', ['code128', 'ean13', 'upca', 'code39', 'itf14', 'datamatrix', 'pdf417']),
    check('Code', 'show_text', 'Show text'),
    color('Fill', 'color', 'Colour'),
    paint('background_color', 'Background'),
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
