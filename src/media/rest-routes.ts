import {
  DeleteMediaDocument,
  MediaPageDocument,
  UploadMediaDocument,
  type MediaFieldsFragment,
} from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { arrayOf, json, named, nullable, object, resource, text } from '../../rest-adapter/openapi/shapes.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_UPLOAD_BYTES } from './image-upload.js';
import { toPublic, type FieldTable } from '../validation/field-table.js';

/** The spec's Media item: each GraphQL field and its REST name. */
const mediaFields = { id: 'id', fileName: 'file_name', src: 'src' } as const satisfies FieldTable;
const mediaItem = (m: MediaFieldsFragment) => toPublic(mediaFields, m);
const mediaShape = named('MediaItem', resource('Media', mediaFields));

/** `page` as Laravel reads it: a positive integer, anything else is page 1. */
function pageOf(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
}

export const mediaRoutes: RestRoute[] = [
  route({
    method: 'post',
    path: '/media',
    operation: UploadMediaDocument,
    multipart: { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 1 },
    variables: (req) => ({ file: uploadedFile(req) }),
    doc: {
      summary: 'Upload an image',
      description: `An image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, converted for templates. Anything else: 422 \`The file must be an image.\``,
      tag: 'Media',
      upload: object({
        file: json({ type: 'string', contentMediaType: 'application/octet-stream', description: 'The image file.' }),
      }),
      responses: { 201: { description: 'The media item (unwrapped).', body: mediaShape } },
    },
    respond: (d) => ({ status: 201, body: mediaItem(d.uploadMedia) }),
  }),
  route({
    method: 'get',
    path: '/media',
    operation: MediaPageDocument,
    variables: (req) => ({ page: pageOf(req.query.page) }),
    doc: {
      summary: 'List media',
      tag: 'Media',
      query: { page: { description: 'The page, from 1.', schema: { type: 'integer', minimum: 1 } } },
      responses: {
        200: {
          description: 'A page of 12 media items, newest first.',
          body: object({
            data: arrayOf(mediaShape),
            links: object({ first: text(), last: text(), prev: nullable(text()), next: nullable(text()) }),
            meta: object({
              current_page: json({ type: 'integer' }),
              per_page: json({ type: 'integer' }),
              total: json({ type: 'integer' }),
            }),
          }),
        },
      },
    },
    respond: ({ media: m }, _req, { apiUrl }) => {
      const link = (page: number) => `${apiUrl}/media?page=${page}`;
      return {
        body: {
          data: m.items.map(mediaItem),
          links: {
            first: link(1),
            last: link(m.lastPage),
            prev: m.currentPage > 1 ? link(Math.min(m.currentPage - 1, m.lastPage)) : null,
            next: m.currentPage < m.lastPage ? link(m.currentPage + 1) : null,
          },
          meta: { current_page: m.currentPage, per_page: m.perPage, total: m.total },
        },
      };
    },
  }),
  route({
    method: 'delete',
    path: '/media/:mediaId',
    operation: DeleteMediaDocument,
    // An id that is not a whole number names no media item: 404, as an unknown one.
    variables: (req) => ({ id: /^\d{1,9}$/.test(String(req.params.mediaId)) ? Number(req.params.mediaId) : 0 }),
    doc: {
      summary: 'Delete a media item',
      description: 'Refused (409) while a published template uses it, naming those templates; drafts do not count.',
      tag: 'Media',
      params: { mediaId: { description: 'The media item id.' } },
      errors: [409],
      responses: {
        200: {
          description: 'Deleted, its file too.',
          body: object({ message: json({ type: 'string', example: 'Media deleted successfully.' }) }),
        },
      },
    },
    respond: () => ({ body: { message: 'Media deleted successfully.' } }),
  }),
];
