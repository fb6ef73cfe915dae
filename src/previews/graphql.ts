import { builder } from '../graphql/builder.js';
import { previewImageUri, previewPage } from './preview-page.js';
import type { Preview } from './preview-service.js';
import { PREVIEW_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';

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
    description: 'Variants as in createSnap, plus `hidden` (true or false) on any layer. Each use (alias) spends one preview of PREVIEW_RATE_LIMIT_PER_MINUTE.',
    complexity: COST.preview,
    args: { templateId: t.arg.string({ required: false }), variants: t.arg({ type: 'JSON', required: false }) },
    resolve: async (_r, args, ctx) => {
      await spendFieldBudget(ctx, PREVIEW_BUDGET);
      return ctx.services.previews.render(ctx.auth!, args);
    },
  }),
);
