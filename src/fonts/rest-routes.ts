import { DeleteFontDocument, FontsDocument, UploadFontDocument, type AccountFontFieldsFragment } from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_FONT_BYTES } from './font-refusals.js';

/** An uploaded font as REST shows it. */
const fontItem = (f: AccountFontFieldsFragment) => ({ id: f.id, family: f.family, weight: f.weight, style: f.style, file_name: f.fileName, bytes: f.bytes });

export const fontRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/fonts',
    operation: UploadFontDocument,
    multipart: { maxFileBytes: MAX_FONT_BYTES, maxFiles: 1 },
    variables: (req) => ({ file: uploadedFile(req) }),
    respond: (d) => ({ status: 201, body: fontItem(d.uploadFont) }),
  }),
  route({
    method: 'get',
    path: '/fonts',
    operation: FontsDocument,
    respond: (d) => ({
      body: {
        data: d.fonts.map((f) => ({
          family: f.family,
          bundled: f.bundled,
          aliases: f.aliases,
          weights: f.weights,
          styles: f.styles,
          scripts: f.scripts,
          fonts: f.fonts.map(fontItem),
        })),
      },
    }),
  }),
  route({
    method: 'delete',
    path: '/fonts/:fontId',
    operation: DeleteFontDocument,
    variables: (req) => ({ id: String(req.params.fontId) }),
    respond: () => ({ body: { message: 'Font deleted successfully.' } }),
  }),
];
