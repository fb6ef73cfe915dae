import { ImportDesignDocument, type DesignKind } from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { arrayOf, json, nullable, object, text } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_IMPORT_BYTES } from './design-imports.js';

const KINDS = ['svg', 'psd', 'figma'];
const TEMPLATE = object({ id: json({ type: 'integer' }), uuid: text(), title: text() });
const NOTES = arrayOf(object({ layer: nullable(text()), message: text() }));

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
        frame: typeof req.body?.frame === 'string' ? req.body.frame : undefined,
      };
    },
    doc: {
      summary: 'Import a design file',
      description: `An SVG or a PSD made into a new template, or a Figma file's JSON (\`GET /v1/files/:key\`, alone or in a ZIP with its images) into one per top-level frame, at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB, with a report of what was approximated (docs/import.md). Nothing the file names is fetched; a refused file stores nothing.`,
      tag: 'Templates',
      upload: object(
        {
          file: json({ type: 'string', contentMediaType: 'application/octet-stream', description: 'The design file.' }),
          kind: json({ type: 'string', enum: KINDS, description: 'Read from the bytes when absent.' }),
          frame: json({
            type: 'string',
            description: 'A Figma file: the one top-level frame to import (its name or node id); absent: every one.',
          }),
        },
        { optional: ['kind', 'frame'] },
      ),
      responses: {
        201: {
          description: 'Imported.',
          body: object({
            data: object({
              kind: json({ type: 'string', enum: KINDS }),
              template: TEMPLATE,
              report: NOTES,
              templates: arrayOf(object({ template: TEMPLATE, report: NOTES })),
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
        // The first template and its report stand alone too, as before a file could make several.
        data: { kind: i.kind.toLowerCase(), ...i.templates[0], templates: i.templates },
        message: 'Design imported successfully.',
      },
    }),
  }),
];
