import type { Request } from 'express';
import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import {
  DeleteTemplateDocument,
  RestoreTemplateVersionDocument,
  TemplateVersionDiffDocument,
  TemplateVersionDocument,
  TemplateVersionsDocument,
  StarterDesignsDocument,
  TemplateDocument,
  TemplatesDocument,
  TemplateSizesDocument,
  type TemplateFieldsFragment,
} from '../../rest-adapter/generated/operations.js';
import { cursorList, message } from '../../rest-adapter/openapi/resources.js';
import { animation, layer, layerInput, printDefaults, templateMade } from './rest-shapes.js';
import { arrayOf, json, named, object, requestBody, resource, text } from '../../rest-adapter/openapi/shapes.js';
import { commandRoute, route, type RestRoute } from '../../rest-adapter/route.js';
import { callerOf } from '../accounts/caller.js';
import { templateWriteOf } from './template-input.js';
import { TEMPLATE_RESOURCE, templateFields } from './template-resource.js';
import { fromPublic, toPublic, type FieldTable } from '../validation/field-table.js';

const TEMPLATES_PER_PAGE = 25;

const template = (t: TemplateFieldsFragment) => toPublic(templateFields, t, TEMPLATE_RESOURCE);

const templateWrite = (req: Request) => templateWriteOf(fromPublic(templateFields, req.body));

/** Numeric path ids: anything else can name no template. */
function numericId(req: Request): number {
  const id = String(req.params.template);
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}

/** A canvas size preset: each GraphQL field and its REST name. */
const sizeFields = {
  size: 'size',
  name: 'name',
  platform: 'platform',
  width: 'width',
  height: 'height',
  aspectRatio: 'aspect_ratio',
  safeMarginPx: 'safe_margin_px',
} as const satisfies FieldTable;

/** A starter design: each GraphQL field and its REST name, which are POST /templates' names for the same fields. */
const starterFields = {
  key: 'key',
  title: 'title',
  description: 'description',
  size: 'size',
  width: 'width',
  height: 'height',
  backgroundColor: 'background_color',
  layers: 'layers',
} as const satisfies FieldTable;

const templateShape = named(
  'Template',
  resource('Template', templateFields, TEMPLATE_RESOURCE, { layers: arrayOf(layer), animation, print: printDefaults }),
);
const templateBody = (update: boolean) =>
  requestBody(
    'TemplateInput',
    templateFields,
    { layers: arrayOf(layerInput, { maxItems: 200 }), animation, print: printDefaults },
    update
      ? { title: 'Spring sale' }
      : {
          title: 'Spring sale',
          size: 'instagram-post',
          layers: [{ layer: 'title', type: 'text', x: 40, y: 40, width: 1000, height: 200, text: 'Hello' }],
        },
  );
/**
 * The spec reads a template by its uuid (`/templates/{templateUuid}`) and writes it by its numeric id
 * (`/templates/{templateId}`): one path to OpenAPI, so its one parameter is `template`, a uuid for GET and
 * an id for PATCH and DELETE (docs/api.md "OpenAPI document").
 */
const templateUuid = { template: { description: 'The template uuid.', schema: { type: 'string', format: 'uuid' } } };
const templateId = {
  template: {
    description: "The numeric id scoped to the account (the template's `id`).",
    schema: { type: 'integer' },
  },
};

/** A published version (docs/api.md "Versions"): each GraphQL field and its REST name. */
const versionFields = {
  version: 'version',
  authorId: 'author_id',
  author: 'author',
  createdAt: 'created_at',
  design: 'design',
  from: 'from',
  to: 'to',
} as const satisfies FieldTable;
const VERSION_SUMMARY = ['version', 'authorId', 'author', 'createdAt'] as const;
const versionSummary = named('TemplateVersionSummary', resource('TemplateVersion', versionFields, VERSION_SUMMARY));
const versionShape = named(
  'TemplateVersion',
  resource('TemplateVersion', versionFields, [...VERSION_SUMMARY, 'design'], {
    design: json({ type: 'object', description: 'The published design: the fields of a template write, as drawn.' }),
  }),
);

/** A version number in the path or query: anything else names no version (404). */
const versionNumber = (value: unknown): number => (/^\d{1,9}$/.test(String(value)) ? Number(value) : -1);
const versionParams = {
  ...templateUuid,
  version: { description: 'The version number (1, 2, ...).', schema: { type: 'integer', minimum: 1 } },
};

export const templateRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates',
    operation: TemplatesDocument,
    variables: (req) => pageArgs(req.query.cursor, TEMPLATES_PER_PAGE),
    doc: {
      summary: 'List templates',
      tag: 'Templates',
      query: { cursor: { description: 'A cursor from `meta`: the next or the previous page.' } },
      responses: {
        200: {
          description: `A page of templates (${TEMPLATES_PER_PAGE}).`,
          body: object({ data: arrayOf(templateShape), meta: cursorList }),
        },
      },
    },
    respond: (d, req) => ({
      body: {
        data: d.templates.edges.map((e) => template(e.node)),
        meta: cursorMeta(req.query.cursor, d.templates.pageInfo),
      },
    }),
  }),
  route({
    method: 'get',
    path: '/templates/sizes',
    operation: TemplateSizesDocument,
    doc: {
      summary: 'List canvas size presets',
      tag: 'Templates',
      responses: {
        200: {
          description: 'Every preset, accepted as `size` on template writes.',
          body: object({ data: arrayOf(named('SizePreset', resource('TemplateSize', sizeFields))) }),
        },
      },
    },
    respond: (d) => ({ body: { data: d.templateSizes.map((s) => toPublic(sizeFields, s)) } }),
  }),
  route({
    method: 'get',
    path: '/templates/starters',
    operation: StarterDesignsDocument,
    doc: {
      summary: 'List starter designs',
      description:
        'Ready-made designs (the Studio\'s "Start from"). To copy one into the account, send its `title`, `size` (or, when it is null, its `width` and `height`), `background_color` and `layers` to `POST /templates`.',
      tag: 'Templates',
      responses: {
        200: {
          description: 'Every starter design; its pictures are files of this server.',
          body: object({
            data: arrayOf(
              named(
                'StarterDesign',
                resource('StarterDesign', starterFields, undefined, { layers: arrayOf(layerInput) }),
              ),
            ),
          }),
        },
      },
    },
    respond: (d) => ({ body: { data: d.starterDesigns.map((s) => toPublic(starterFields, s)) } }),
  }),
  route({
    method: 'get',
    path: '/templates/:template',
    operation: TemplateDocument,
    variables: (req) => ({ uuid: String(req.params.template) }),
    doc: {
      summary: 'Read a template',
      description: 'The published design, with its parsed layers.',
      tag: 'Templates',
      params: templateUuid,
      responses: { 200: { description: 'The template (unwrapped).', body: templateShape } },
    },
    respond: (d) => ({ body: template(d.template) }),
  }),
  commandRoute({
    method: 'post',
    path: '/templates',
    fields: templateFields,
    command: {
      scope: 'createTemplate',
      run: (ctx, req) => ctx.services.templates.create(callerOf(ctx.auth!), templateWrite(req)),
    },
    doc: {
      operationId: 'createTemplate',
      summary: 'Create a template',
      description: 'Send a `size` preset or an explicit `width` and `height`. Needs the create-template policy.',
      tag: 'Templates',
      body: templateBody(false),
      responses: {
        201: { description: 'Created.', body: templateMade('Template created successfully.') },
      },
    },
    respond: (t) => ({
      status: 201,
      body: { data: { id: t.id, uuid: t.uuid, title: t.title }, message: 'Template created successfully.' },
    }),
  }),
  commandRoute({
    method: 'patch',
    path: '/templates/:template',
    fields: templateFields,
    command: {
      scope: 'updateTemplate',
      run: (ctx, req) => ctx.services.templates.update(callerOf(ctx.auth!), numericId(req), templateWrite(req)),
    },
    doc: {
      operationId: 'updateTemplate',
      summary: 'Update a template',
      description: 'Publishes the new design: the API renders it from now on.',
      tag: 'Templates',
      params: templateId,
      body: templateBody(true),
      responses: { 200: { description: 'Updated.', body: message('Template updated successfully.') } },
    },
    respond: () => ({ body: { message: 'Template updated successfully.' } }),
  }),
  route({
    method: 'delete',
    path: '/templates/:template',
    operation: DeleteTemplateDocument,
    variables: (req) => ({ id: numericId(req) }),
    doc: {
      summary: 'Delete a template',
      description: 'Needs the delete-template policy.',
      tag: 'Templates',
      params: templateId,
      responses: { 200: { description: 'Deleted.', body: message('Template deleted successfully.') } },
    },
    respond: () => ({ body: { message: 'Template deleted successfully.' } }),
  }),
  route({
    method: 'get',
    path: '/templates/:template/versions',
    operation: TemplateVersionsDocument,
    variables: (req) => ({ uuid: String(req.params.template) }),
    doc: {
      summary: "List a template's versions",
      description: 'Every publish, newest first: its number, author and time (docs/api.md "Versions").',
      tag: 'Templates',
      params: templateUuid,
      responses: { 200: { description: 'The versions.', body: object({ data: arrayOf(versionSummary) }) } },
      errors: [404],
    },
    respond: (d) => ({ body: { data: d.templateVersions.map((v) => toPublic(versionFields, v, VERSION_SUMMARY)) } }),
  }),
  route({
    method: 'get',
    path: '/templates/:template/versions/:version',
    operation: TemplateVersionDocument,
    variables: (req) => ({ uuid: String(req.params.template), version: versionNumber(req.params.version) }),
    doc: {
      summary: 'Read a version',
      description: 'One version with its design as renders drew it.',
      tag: 'Templates',
      params: versionParams,
      responses: { 200: { description: 'The version.', body: object({ data: versionShape }) } },
      errors: [404],
    },
    respond: (d) => ({ body: { data: toPublic(versionFields, d.templateVersion, [...VERSION_SUMMARY, 'design']) } }),
  }),
  route({
    method: 'get',
    path: '/templates/:template/versions/:version/diff',
    operation: TemplateVersionDiffDocument,
    variables: (req) => ({
      uuid: String(req.params.template),
      from: versionNumber(req.params.version),
      to: req.query.to === undefined ? null : versionNumber(req.query.to),
    }),
    doc: {
      summary: 'Compare two versions',
      description:
        'What changed from this version to `to` (default: the latest), in sentences: the canvas, then layer by layer by key ("title: font_size 48 → 56", "added layer badge", "moved photo above title").',
      tag: 'Templates',
      params: versionParams,
      query: { to: { description: 'The version to compare with; default: the latest.', schema: { type: 'integer' } } },
      responses: {
        200: {
          description: 'The changes; empty when the designs are the same.',
          body: object({
            data: object({
              from: json({ type: 'integer' }),
              to: json({ type: 'integer' }),
              changes: arrayOf(text()),
            }),
          }),
        },
      },
      errors: [404],
    },
    respond: (d) => ({ body: { data: d.templateVersionDiff } }),
  }),
  route({
    method: 'post',
    path: '/templates/:template/versions/:version/restore',
    operation: RestoreTemplateVersionDocument,
    variables: (req) => ({ uuid: String(req.params.template), version: versionNumber(req.params.version) }),
    doc: {
      summary: 'Restore a version',
      description:
        "Publishes the version's design again as the template's next version: the API renders it from now on. Needs the update-template policy.",
      tag: 'Templates',
      params: versionParams,
      responses: {
        200: {
          description: 'Restored: the new version.',
          body: object({ data: object({ version: json({ type: 'integer' }) }), message: text() }),
        },
      },
      errors: [404],
    },
    respond: (d, req) => ({
      body: {
        data: { version: d.restoreTemplateVersion.version },
        message: `Version ${versionNumber(req.params.version)} restored as version ${d.restoreTemplateVersion.version}.`,
      },
    }),
  }),
];
