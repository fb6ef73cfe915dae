import { DeleteMediaDocument, MediaPageDocument, UploadMediaDocument, type MediaFieldsFragment } from '../../rest-adapter/generated/operations.js';
import { uploadedFile } from '../../rest-adapter/multipart-body.js';
import { route, type RestRoute } from '../../rest-adapter/route.js';
import { MAX_UPLOAD_BYTES } from './image-upload.js';

/** The spec's Media item. */
const mediaItem = (m: MediaFieldsFragment) => ({ id: m.id, file_name: m.fileName, src: m.src });

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
    respond: (d) => ({ status: 201, body: mediaItem(d.uploadMedia) }),
  }),
  route({
    method: 'get',
    path: '/media',
    operation: MediaPageDocument,
    variables: (req) => ({ page: pageOf(req.query.page) }),
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
    respond: () => ({ body: { message: 'Media deleted successfully.' } }),
  }),
];
