import { ImportTemplateDocument, TemplateBundleDocument } from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { BUNDLE_CONTENT_TYPE, MAX_BUNDLE_BYTES } from './bundle-format.js';

export const templateBundleRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates/:templateUuid/export',
    operation: TemplateBundleDocument,
    variables: (req) => ({ uuid: String(req.params.templateUuid) }),
    respond: ({ templateBundle: b }) => ({
      contentType: BUNDLE_CONTENT_TYPE,
      body: Buffer.from(b.base64, 'base64'),
      headers: { 'content-disposition': `attachment; filename="${b.fileName}"` },
    }),
  }),
  route({
    method: 'post',
    path: '/templates/import',
    operation: ImportTemplateDocument,
    multipart: { maxFileBytes: MAX_BUNDLE_BYTES, maxFiles: 1 },
    variables: (req) => ({ file: uploadedFile(req) }),
    respond: ({ importTemplate: t }) => ({ status: 201, body: { data: { id: t.id, uuid: t.uuid, title: t.title }, message: 'Template imported successfully.' } }),
  }),
];
