import { json } from '../../rest-adapter/openapi/shapes.js';
import { MAX_BLEED_MM, PDF_STANDARDS } from '../design/print-defaults.js';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MAX } from './idempotency-key.js';
import { GIF_PALETTES, MOTION_OPTION_DOCS } from './motion-options.js';
import { LANGUAGE_TAG, MAX_LANG, MAX_TITLE, PDF_OPTION_DOCS } from './pdf-options.js';
import { SNAP_FORMATS, SNAP_TYPES } from './render-options.js';

// The OpenAPI shapes of the options every render request takes, which the routes of snaps and batches name.

/** The render options' vocabularies as the command check (render-options.ts, idempotency-key.ts) holds them, for input fields GraphQL types as String. */
export const renderOptionFields = {
  type: json({ type: 'string', enum: [...SNAP_TYPES], default: 'image' }),
  format: json({
    type: 'string',
    enum: [...SNAP_FORMATS],
    default: 'png',
    description:
      'Images only; `transparent` takes png, webp, gif or apng. gif, apng and mp4 need a template with an `animation`; webp is animated when the template is (docs/api.md "Motion").',
  }),
  idempotencyKey: json({
    type: 'string',
    pattern: IDEMPOTENCY_KEY.source,
    maxLength: IDEMPOTENCY_KEY_MAX,
    description: 'Replays the first request for 24 hours: nothing rendered or charged again.',
  }),
};

/** An animated template's options with the bounds motion-options.ts checks (a snap's body documents them). */
export const motionOptionFields = {
  frameAt: json({ type: 'integer', minimum: 0, description: MOTION_OPTION_DOCS.frameAt }),
  dither: json({ type: 'boolean', description: MOTION_OPTION_DOCS.dither }),
  palette: json({ type: 'string', enum: [...GIF_PALETTES], description: MOTION_OPTION_DOCS.palette }),
};

/** A PDF's document options with the bounds pdf-options.ts checks (`title` is a snap's and a batch item's). */
export const pdfOptionFields = {
  bleed: json({ type: 'number', minimum: 0, maximum: MAX_BLEED_MM, description: PDF_OPTION_DOCS.bleed }),
  lang: json({ type: 'string', pattern: LANGUAGE_TAG.source, maxLength: MAX_LANG, description: PDF_OPTION_DOCS.lang }),
  pdfStandard: json({ type: 'string', enum: [...PDF_STANDARDS], description: PDF_OPTION_DOCS.pdfStandard }),
};

/** A document's title: a snap's, and each batch item's. */
export const documentTitle = json({
  type: 'string',
  minLength: 1,
  maxLength: MAX_TITLE,
  description: PDF_OPTION_DOCS.title,
});
