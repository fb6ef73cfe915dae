import type { Request } from 'express';
import { cursorMeta, pageArgs } from '../../rest-adapter/cursor.js';
import {
  CreateTemplateDocument,
  DeleteTemplateDocument,
  TemplateDocument,
  TemplatesDocument,
  TemplateSizesDocument,
  UpdateTemplateDocument,
  type TemplateFieldsFragment,
  type TemplateInput,
} from '../../rest-adapter/generated/operations.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { typedTemplateWrite } from './template-input.js';
import { TEMPLATE_RESOURCE, templateFields } from './template-resource.js';
import { fromPublic, toPublic } from '../validation/field-table.js';

const TEMPLATES_PER_PAGE = 25;

const template = (t: TemplateFieldsFragment) => toPublic(templateFields, t, TEMPLATE_RESOURCE);

const templateInput = (req: Request, update: boolean): TemplateInput => typedTemplateWrite(fromPublic(templateFields, req.body), update);

/** Numeric path ids: anything else can name no template. */
function numericId(req: Request): number {
  const id = String(req.params.templateId);
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}

export const templateRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/templates',
    operation: TemplatesDocument,
    variables: (req) => pageArgs(req.query.cursor, TEMPLATES_PER_PAGE),
    respond: (d, req) => ({
      body: { data: d.templates.edges.map((e) => template(e.node)), meta: cursorMeta(req.query.cursor, d.templates.pageInfo) },
    }),
  }),
  route({
    method: 'get',
    path: '/templates/sizes',
    operation: TemplateSizesDocument,
    respond: (d) => ({
      body: {
        data: d.templateSizes.map((s) => ({
          size: s.size,
          name: s.name,
          platform: s.platform,
          width: s.width,
          height: s.height,
          aspect_ratio: s.aspectRatio,
          safe_margin_px: s.safeMarginPx,
        })),
      },
    }),
  }),
  route({
    method: 'get',
    path: '/templates/:templateUuid',
    operation: TemplateDocument,
    variables: (req) => ({ uuid: String(req.params.templateUuid) }),
    respond: (d) => ({ body: template(d.template) }),
  }),
  route({
    method: 'post',
    path: '/templates',
    operation: CreateTemplateDocument,
    fields: templateFields,
    variables: (req) => ({ input: templateInput(req, false) }),
    respond: ({ createTemplate: t }) => ({
      status: 201,
      body: { data: { id: t.id, uuid: t.uuid, title: t.title }, message: 'Template created successfully.' },
    }),
  }),
  route({
    method: 'patch',
    path: '/templates/:templateId',
    operation: UpdateTemplateDocument,
    fields: templateFields,
    variables: (req) => ({ id: numericId(req), input: templateInput(req, true) }),
    respond: () => ({ body: { message: 'Template updated successfully.' } }),
  }),
  route({
    method: 'delete',
    path: '/templates/:templateId',
    operation: DeleteTemplateDocument,
    variables: (req) => ({ id: numericId(req) }),
    respond: () => ({ body: { message: 'Template deleted successfully.' } }),
  }),
];
