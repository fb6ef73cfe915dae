import type { FieldTable } from '../validation/field-table.js';

/** The spec's Template resource and template write body: each camelCase field (GraphQL's) and its REST name. */
export const templateFields = {
  id: 'id',
  uuid: 'uuid',
  title: 'title',
  width: 'width',
  height: 'height',
  size: 'size',
  backgroundColor: 'background_color',
  layers: 'layers',
  animation: 'animation',
  print: 'print',
  version: 'version',
  previewUrl: 'preview_url',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const satisfies FieldTable;

/** The resource as the spec writes it out. */
export const TEMPLATE_RESOURCE = Object.keys(templateFields) as (keyof typeof templateFields)[];
