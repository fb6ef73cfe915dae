import { builder } from '../graphql/builder.js';
import { VariantInput } from '../templates/graphql.js';
import { MOTION_OPTION_DOCS } from './motion-options.js';
import { PDF_OPTION_DOCS } from './pdf-options.js';
import { SNAP_FORMATS, SNAP_TYPES } from './render-options.js';
import { RENDER_VARIATION_DOCS } from './render-variations.js';

// The GraphQL inputs every render request shares, which snaps' and batches' inputs are built of.

type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

/** A PDF's document options (pdf-options.ts): a snap's, and a batch's for all its items; `title` is apart (a batch's titles the batch). */
const pdfOptionInputs = (t: InputFields) => ({
  bleed: t.float({ required: false, description: PDF_OPTION_DOCS.bleed }),
  cropMarks: t.boolean({ required: false, description: PDF_OPTION_DOCS.cropMarks }),
  lang: t.string({ required: false, description: PDF_OPTION_DOCS.lang }),
  pdfStandard: t.string({ required: false, description: PDF_OPTION_DOCS.pdfStandard }),
});

/** Motion's render options (docs/api.md "Motion"), the same on a snap, a batch and a render URL. */
const motionOptionInputs = (t: InputFields) => ({
  frameAt: t.int({ required: false, description: MOTION_OPTION_DOCS.frameAt }),
  dither: t.boolean({ required: false, description: MOTION_OPTION_DOCS.dither }),
  palette: t.string({ required: false, description: MOTION_OPTION_DOCS.palette }),
});

/** The locales a render asks for (docs/rendering.md "Locales"), the same on a snap and a batch; `sizes` beside them. */
const renderVariationInputs = (t: InputFields) => ({
  locale: t.string({ required: false, description: RENDER_VARIATION_DOCS.locale }),
  locales: t.stringList({ required: false, description: RENDER_VARIATION_DOCS.locales }),
  messageValues: t.field({ type: 'JSON', required: false, description: RENDER_VARIATION_DOCS.messageValues }),
});

export const SnapPageInput = builder.inputType('SnapPageInput', {
  description: 'A page of a multi-page PDF: a template and its variants.',
  fields: (t) => ({
    templateId: t.string({ required: true }),
    variants: t.field({ type: [VariantInput], required: false }),
  }),
});

/** What a render makes: its `type`, and an image's `format`; the REST body's strings, typed. */
const SnapTypeEnum = builder.enumType('SnapType', {
  values: SNAP_TYPES,
  description: 'An image (default) or a PDF.',
});
const ImageFormatEnum = builder.enumType('ImageFormat', {
  values: SNAP_FORMATS,
  description:
    "An image's file format (default png); a PDF has none. gif, apng and mp4 need a template with an animation; webp is animated when the template is.",
});

/** The options a snap and a batch ask alike: what to make, the PDF's, motion's and the locales', the callback and the key. */
export const renderRequestInputs = (t: InputFields) => ({
  type: t.field({ type: SnapTypeEnum, required: false }),
  format: t.field({ type: ImageFormatEnum, required: false }),
  transparent: t.boolean({ required: false }),
  webhookUrl: t.string({ required: false }),
  idempotencyKey: t.string({ required: false }),
  ...pdfOptionInputs(t),
  ...motionOptionInputs(t),
  ...renderVariationInputs(t),
});
