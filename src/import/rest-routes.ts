import { ImportDesignDocument, type DesignKind } from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { arrayOf, json, nullable, object, text } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_IMPORT_BYTES } from './design-imports.js';

const KINDS = ['svg', 'psd', 'figma'];

export const designImportRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/templates/import/design',
    operation: ImportDesignDocument,
    multipart: { maxFileBytes: MAX_IMPORT_BYTES, maxFiles: 1 },
    variables: (req) => {
      const kind = typeof req.body?.kind === 'string' ? req.body.kind.toLowerCase() : undefined;
      return {
        file: uploadedFile(req),
        // An unknown kind reaches the service, whose refusal names the field.
        kind: kind && KINDS.includes(kind) ? (kind.toUpperCase() as DesignKind) : undefined,
      };
    },
    doc: {
      summary: 'Import a design file',
      description: `An SVG, a PSD or a Figma file's JSON (\`GET /v1/files/:key\`), at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB, made into a new template, with a report of what was approximated (docs/import.md). Nothing the file names is fetched; a refused file stores nothing.`,
      tag: 'Templates',
      upload: object(
        {
          file: json({ type: 'string', contentMediaType: 'application/octet-stream', description: 'The design file.' }),
          kind: json({ type: 'string', enum: KINDS, description: 'Read from the bytes when absent.' }),
        },
        { optional: ['kind'] },
      ),
      responses: {
        201: {
          description: 'Imported.',
          body: object({
            data: object({
              kind: json({ type: 'string', enum: KINDS }),
              template: object({ id: json({ type: 'integer' }), uuid: text(), title: text() }),
              report: arrayOf(object({ layer: nullable(text()), message: text() })),
            }),
            message: text(undefined, { example: 'Design imported successfully.' }),
          }),
        },
      },
      errors: [417],
    },
    respond: ({ importDesign: i }) => ({
      status: 201,
      body: {
        data: { kind: i.kind.toLowerCase(), template: i.template, report: i.report },
        message: 'Design imported successfully.',
      },
    }),
  }),
];
