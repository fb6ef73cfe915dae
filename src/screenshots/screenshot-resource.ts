import type { FieldTable } from '../validation/field-table.js';

/** The spec's Screenshot resource and POST /v1/screenshots body: each camelCase field and its REST name. */
export const screenshotFields = {
  id: 'id',
  url: 'url',
  imageUrl: 'image_url',
  width: 'width',
  height: 'height',
  createdAt: 'created_at',
} as const satisfies FieldTable;

/** The resource as the spec writes it out. */
export const SCREENSHOT_RESOURCE = ['id', 'url', 'imageUrl', 'width', 'height', 'createdAt'] as const;
