import { builder } from '../graphql/builder.js';
import { previewImageUri, previewPage } from './preview-page.js';
import type { Preview } from './preview-service.js';

const PreviewRef = builder.objectRef<Preview>('Preview').implement({
  description: 'A free, watermarked render of a template\'s published design: nothing charged, nothing stored.',
  fields: (t) => ({
    templateTitle: t.exposeString('templateTitle'),
    width: t.exposeInt('width', { description: 'Pixels; the preview fits 1200 x 1200.' }),
    height: t.exposeInt('height'),
    image: t.string({ description: 'The watermarked PNG as a data: URI.', resolve: previewImageUri }),
    html: t.string({ description: 'A self-contained HTML page showing the image: what the REST preview endpoints return.', resolve: previewPage }),
  }),
});

builder.queryField('preview', (t) =>
  t.field({
    type: PreviewRef,
    authScopes: { api: true },
    description: 'Variants as in createSnap, plus `hidden` (true or false) on any layer.',
    args: { templateId: t.arg.string({ required: false }), variants: t.arg({ type: 'JSON', required: false }) },
    resolve: (_r, args, ctx) => ctx.services.previews.render(ctx.auth!, args),
  }),
);
