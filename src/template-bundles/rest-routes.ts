import {
  ImportTemplateDocument,
  PushTemplateFilesDocument,
  TemplateBundleDocument,
  TemplateFilesDocument,
} from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { templateMade } from '../templates/rest-shapes.js';
import { arrayOf, json, object, text } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { BUNDLE_CONTENT_TYPE, MAX_BUNDLE_BYTES } from './bundle-format.js';

export const templateBundleRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates/:templateUuid/export',
    operation: TemplateBundleDocument,
    variables: (req) => ({ uuid: String(req.params.templateUuid) }),
    doc: {
      summary: 'Export a template',
      description:
        'A ZIP of the published design with its images and account fonts; `POST /templates/import` makes it again, here or on another server.',
      tag: 'Templates',
      params: { templateUuid: { description: 'The template uuid.' } },
      responses: {
        200: {
          description: 'The bundle.',
          media: [BUNDLE_CONTENT_TYPE],
          headers: { 'Content-Disposition': { description: '`attachment; filename="<title>.zip"`.' } },
        },
      },
    },
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
    doc: {
      summary: 'Import a template',
      description: `A bundle of at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB from \`GET /templates/{templateUuid}/export\`: a new template; its images join the media library and its fonts the account fonts. Everything is checked before anything is stored.`,
      tag: 'Templates',
      upload: object({
        file: json({ type: 'string', contentMediaType: BUNDLE_CONTENT_TYPE, description: 'The bundle (ZIP).' }),
      }),
      responses: {
        201: { description: 'Imported.', body: templateMade('Template imported successfully.') },
      },
      errors: [409, 417],
    },
    respond: ({ importTemplate: t }) => ({
      status: 201,
      body: { data: { id: t.id, uuid: t.uuid, title: t.title }, message: 'Template imported successfully.' },
    }),
  }),
  route({
    method: 'get',
    path: '/template-files',
    operation: TemplateFilesDocument,
    variables: () => ({}),
    doc: {
      summary: 'Pull template files',
      description:
        "The account's templates as template files (docs/template-files.md) in a ZIP: `<folder>/template.json` for each, `media/<sha256>.<ext>` and `fonts/<sha256>.<ext>` beside them. `snapforge pull` writes it into a folder.",
      tag: 'Templates',
      responses: { 200: { description: 'The folder, zipped.', media: [BUNDLE_CONTENT_TYPE] } },
    },
    respond: ({ templateFiles: f }) => ({ contentType: BUNDLE_CONTENT_TYPE, body: Buffer.from(f.base64, 'base64') }),
  }),
  route({
    method: 'post',
    path: '/template-files',
    operation: PushTemplateFilesDocument,
    multipart: { maxFileBytes: MAX_BUNDLE_BYTES, maxFiles: 1 },
    variables: (req) => ({ file: uploadedFile(req), dryRun: req.query.dry_run === 'true' }),
    doc: {
      summary: 'Push template files',
      description: `A folder of template files, zipped (at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB, the bundle's bounds): a new folder becomes a template, a changed one publishes its next version, an unchanged one is not written. Everything is checked first: a bad file stores nothing. \`?dry_run=true\`: the same answer, nothing stored.`,
      tag: 'Templates',
      query: { dry_run: { description: '`true`: say what would change, store nothing.' } },
      upload: object({
        file: json({ type: 'string', contentMediaType: BUNDLE_CONTENT_TYPE, description: 'The folder (ZIP).' }),
      }),
      responses: {
        200: {
          description: 'What changed (or would).',
          body: object({
            data: arrayOf(
              object({
                folder: text(),
                title: text(),
                status: json({ type: 'string', enum: ['added', 'changed', 'unchanged'] }),
                changes: arrayOf(text()),
              }),
            ),
          }),
        },
      },
    },
    respond: ({ pushTemplateFiles: changes }) => ({ status: 200, body: { data: changes } }),
  }),
];
