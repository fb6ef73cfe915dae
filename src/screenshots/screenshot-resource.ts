import type { Screenshot } from '../generated/prisma/client.js';
import type { Storage } from '../storage/storage.js';
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

/** A stored screenshot as the ScreenshotFields fragment reads it, for answers built without GraphQL. */
export const screenshotData = (s: Screenshot, storage: Storage) => ({
  id: s.id,
  url: s.url,
  imageUrl: storage.url(s.mediaKey),
  width: s.width,
  height: s.height,
  createdAt: s.createdAt.toISOString(),
});
