import {
  DeleteFontDocument,
  FontsDocument,
  UploadFontDocument,
  type AccountFontFieldsFragment,
} from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { arrayOf, json, named, object, resource } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_FONT_BYTES } from './font-refusals.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';

/** An uploaded font as REST shows it: each GraphQL field and its REST name. */
const accountFontFields = {
  id: 'id',
  family: 'family',
  weight: 'weight',
  style: 'style',
  fileName: 'file_name',
  bytes: 'bytes',
} as const satisfies FieldTable;
/** A family the renderer knows, with the account's own files of it. */
const familyFields = {
  family: 'family',
  bundled: 'bundled',
  aliases: 'aliases',
  weights: 'weights',
  styles: 'styles',
  scripts: 'scripts',
  fonts: ['fonts', accountFontFields],
} as const satisfies FieldTable;
const fontItem = (f: AccountFontFieldsFragment) => toPublic(accountFontFields, f);
const fontShape = named('AccountFont', resource('AccountFont', accountFontFields));

export const fontRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/fonts',
    operation: UploadFontDocument,
    multipart: { maxFileBytes: MAX_FONT_BYTES, maxFiles: 1 },
    variables: (req) => ({ file: uploadedFile(req) }),
    doc: {
      summary: 'Upload a font',
      description: `A TTF, OTF, WOFF or WOFF2 file of at most ${MAX_FONT_BYTES / 1024 / 1024} MB; layers name it by its family.`,
      tag: 'Fonts',
      upload: object({
        file: json({ type: 'string', contentMediaType: 'application/octet-stream', description: 'The font file.' }),
      }),
      responses: { 201: { description: 'The font.', body: fontShape } },
      errors: [409],
    },
    respond: (d) => ({ status: 201, body: fontItem(d.uploadFont) }),
  }),
  route({
    method: 'get',
    path: '/fonts',
    operation: FontsDocument,
    doc: {
      summary: 'List font families',
      tag: 'Fonts',
      responses: {
        200: {
          description: "The bundled families and the account's.",
          body: object({
            data: arrayOf(
              named('FontFamily', resource('Font', familyFields, undefined, { fonts: arrayOf(fontShape) })),
            ),
          }),
        },
      },
    },
    respond: (d) => ({ body: { data: d.fonts.map((f) => toPublic(familyFields, f)) } }),
  }),
  route({
    method: 'delete',
    path: '/fonts/:fontId',
    operation: DeleteFontDocument,
    variables: (req) => ({ id: String(req.params.fontId) }),
    doc: {
      summary: 'Delete a font',
      tag: 'Fonts',
      params: { fontId: { description: 'The font id.' } },
      errors: [409],
      responses: {
        200: {
          description: 'Deleted.',
          body: object({ message: json({ type: 'string', example: 'Font deleted successfully.' }) }),
        },
      },
    },
    respond: () => ({ body: { message: 'Font deleted successfully.' } }),
  }),
];
