import {
  arrayOf,
  json,
  named,
  object,
  resource,
  text,
  withOptional,
  type Shape,
} from '../../rest-adapter/openapi/shapes.js';
import { GIF_PALETTES, MOTION_OPTION_DOCS } from '../render-requests/motion-options.js';
import { SNAP_FORMATS, SNAP_TYPES } from '../render-requests/render-options.js';
import { ATTACHMENT_RELATIONSHIPS, MAX_BLEED_MM, PDF_STANDARDS } from '../render/index.js';
import { variant } from '../templates/rest-shapes.js';
import { MAX_ATTACHMENTS } from './pdf-attachments.js';
import { LANGUAGE_TAG, MAX_LANG, MAX_TITLE, PDF_OPTION_DOCS } from './pdf-options.js';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MAX } from './snap-command.js';
import { SNAP_EXTRA, snapFields, SNAP_RESOURCE, SNAP_SUMMARY } from './snap-resource.js';

// The OpenAPI shapes of a snap and of the options a render takes, which the routes of snaps, batches and forms name.

const snapOverrides = { variants: arrayOf(variant), type: text('`image` or `pdf`.', { enum: ['image', 'pdf'] }) };

/** A Snap's fields, then ours, which only a multi-page snap writes (`pages`): not required. */
const snapShape = (fields: readonly string[]): Shape =>
  withOptional(resource('Snap', snapFields, [...fields, ...SNAP_EXTRA], snapOverrides), SNAP_EXTRA);

/** The spec's Snap, every field (and a multi-page snap's `pages`). */
export const snap = named('Snap', snapShape(SNAP_RESOURCE));

/** The subset of the plain snap list and retrieve endpoints (and a multi-page snap's `pages`). */
export const snapSummary = named('SnapSummary', snapShape(SNAP_SUMMARY));

/** The render options' vocabularies as the command check (snap-command.ts) holds them, for input fields GraphQL types as String. */
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

/** An animated template's options with the bounds motion-options.ts checks: a snap's. */
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
/** A snap's files and locks (src/snaps/pdf-options.ts): not a batch's. */
export const pdfFileFields = {
  flatten: json({ type: 'boolean', description: PDF_OPTION_DOCS.flatten }),
  pdfProtection: object(
    {
      owner_password: text('1 to 127 bytes of UTF-8.', { minLength: 1 }),
      user_password: text('Asked to open the file; must differ from the owner password.', { minLength: 1 }),
      permissions: object(
        { print: json({ type: 'boolean' }), copy: json({ type: 'boolean' }), modify: json({ type: 'boolean' }) },
        { optional: ['print', 'copy', 'modify'] },
      ),
    },
    { optional: ['user_password', 'permissions'], description: PDF_OPTION_DOCS.pdfProtection },
  ),
  attachments: arrayOf(
    object(
      {
        name: text('A file name, e.g. `factur-x.xml`.', { maxLength: 255 }),
        mime_type: text('A media type, e.g. `text/xml`.'),
        content: text('The bytes, base64.', { contentEncoding: 'base64' }),
        description: text(undefined, { maxLength: 255 }),
        relationship: json({ type: 'string', enum: [...ATTACHMENT_RELATIONSHIPS] }),
      },
      { optional: ['description', 'relationship'] },
    ),
    { maxItems: MAX_ATTACHMENTS, description: PDF_OPTION_DOCS.attachments },
  ),
  pdfSignature: object(
    {
      certificate_id: text('A certificate of the account (GET /certificates).'),
      reason: text(undefined, { maxLength: 255 }),
      location: text(undefined, { maxLength: 255 }),
      placement: object(
        {
          page: json({ type: 'integer', minimum: 1, description: 'From 1; default 1.' }),
          x: json({ type: 'number', minimum: 0 }),
          y: json({ type: 'number', minimum: 0 }),
          width: json({ type: 'number', exclusiveMinimum: 0 }),
          height: json({ type: 'number', exclusiveMinimum: 0 }),
        },
        { optional: ['page'], description: 'Points from the top left of the page’s trim; absent: invisible.' },
      ),
    },
    { optional: ['reason', 'location', 'placement'], description: PDF_OPTION_DOCS.pdfSignature },
  ),
};
export const documentTitle = json({
  type: 'string',
  minLength: 1,
  maxLength: MAX_TITLE,
  description: PDF_OPTION_DOCS.title,
});
