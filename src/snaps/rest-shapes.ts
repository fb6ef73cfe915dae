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
import { ATTACHMENT_RELATIONSHIPS } from '../render/index.js';
import { variant } from '../templates/rest-shapes.js';
import { MAX_ATTACHMENTS } from './pdf-attachments.js';
import { SNAP_PDF_DOCS } from './pdf-files.js';
import { SNAP_EXTRA, snapFields, SNAP_RESOURCE, SNAP_SUMMARY } from './snap-resource.js';

// The OpenAPI shapes of a snap and of its files and locks; the routes of snaps and forms name them (the options
// every render takes are render-requests/rest-shapes.ts).

const snapOverrides = { variants: arrayOf(variant), type: text('`image` or `pdf`.', { enum: ['image', 'pdf'] }) };

/** A Snap's fields, then ours, which only a multi-page snap writes (`pages`): not required. */
const snapShape = (fields: readonly string[]): Shape =>
  withOptional(resource('Snap', snapFields, [...fields, ...SNAP_EXTRA], snapOverrides), SNAP_EXTRA);

/** The spec's Snap, every field (and a multi-page snap's `pages`). */
export const snap = named('Snap', snapShape(SNAP_RESOURCE));

/** The subset of the plain snap list and retrieve endpoints (and a multi-page snap's `pages`). */
export const snapSummary = named('SnapSummary', snapShape(SNAP_SUMMARY));

/** A snap's files and locks (pdf-files.ts): not a batch's. */
export const pdfFileFields = {
  flatten: json({ type: 'boolean', description: SNAP_PDF_DOCS.flatten }),
  pdfProtection: object(
    {
      owner_password: text('1 to 127 bytes of UTF-8.', { minLength: 1 }),
      user_password: text('Asked to open the file; must differ from the owner password.', { minLength: 1 }),
      permissions: object(
        { print: json({ type: 'boolean' }), copy: json({ type: 'boolean' }), modify: json({ type: 'boolean' }) },
        { optional: ['print', 'copy', 'modify'] },
      ),
    },
    { optional: ['user_password', 'permissions'], description: SNAP_PDF_DOCS.pdfProtection },
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
    { maxItems: MAX_ATTACHMENTS, description: SNAP_PDF_DOCS.attachments },
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
    { optional: ['reason', 'location', 'placement'], description: SNAP_PDF_DOCS.pdfSignature },
  ),
};
