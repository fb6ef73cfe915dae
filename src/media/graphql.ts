import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import type { MediaPage } from './media-service.js';

const MediaRef = builder.prismaObject('Media', {
  description: 'An uploaded image, converted; use its src as an image_url in templates and variants.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    fileName: t.exposeString('fileName', { description: 'The name the file was uploaded with.' }),
    src: t.string({
      description: 'URL of the converted image.',
      resolve: (m, _a, ctx) => ctx.services.storage.url(m.mediaKey),
    }),
    contentType: t.exposeString('contentType'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    bytes: t.exposeInt('bytes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MediaPageRef = builder.objectRef<MediaPage>('MediaPage').implement({
  fields: (t) => ({
    items: t.field({ type: [MediaRef], resolve: (p) => p.items }),
    currentPage: t.exposeInt('currentPage'),
    perPage: t.exposeInt('perPage'),
    lastPage: t.exposeInt('lastPage'),
    total: t.exposeInt('total'),
  }),
});

builder.queryField('media', (t) =>
  t.field({
    type: MediaPageRef,
    authScopes: { api: true },
    description: 'The media library, newest first, 12 per page.',
    args: { page: t.arg.int({ required: false }) },
    resolve: (_r, { page }, ctx) => ctx.services.media.page(callerOf(ctx.auth!), page ?? 1),
  }),
);

builder.mutationField('uploadMedia', (t) =>
  t.prismaField({
    type: 'Media',
    authScopes: { api: true },
    description: 'PNG, JPEG, WebP, GIF or AVIF up to 20 MB and 40 megapixels; stored upright and without metadata.',
    args: { file: t.arg({ type: 'File', required: false }) },
    resolve: (_q, _r, { file }, ctx) => ctx.services.media.upload(callerOf(ctx.auth!), file),
  }),
);

builder.mutationField('deleteMedia', (t) =>
  t.boolean({
    authScopes: { updateTemplate: true },
    description:
      'Deletes an image and its file. Refused (CONFLICT) while a published template uses it, naming them; drafts do not count.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.media.delete(callerOf(ctx.auth!), id);
      return true;
    },
  }),
);
