import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { previewImageUri } from './preview-page.js';
import type { DraftRender, Preview } from './preview-service.js';
import { PREVIEW_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';
import { StarterDesignRef, TemplateInput, VariantInput } from '../templates/graphql.js';
import { starterPicture } from './starter-pictures.js';
import { toWrite } from '../templates/template-input.js';

const PreviewRef = builder.objectRef<Preview>('Preview').implement({
  description: "A free, watermarked render of a template's published design: nothing charged, nothing stored.",
  fields: (t) => ({
    templateTitle: t.exposeString('templateTitle'),
    width: t.exposeInt('width', { description: 'Pixels; the preview fits 1200 x 1200 (a GIF 600 x 600).' }),
    height: t.exposeInt('height'),
    image: t.string({
      description:
        'The watermarked PNG as a data: URI; of an animated template a GIF of its first 3 s at most, at most 10 fps and 600 px (docs/api.md "Motion").',
      resolve: previewImageUri,
    }),
  }),
});

builder.queryField('preview', (t) =>
  t.field({
    type: PreviewRef,
    authScopes: { api: true },
    description:
      'Variants as in createSnap (`hidden` alone hides a layer). Each use (alias) spends one preview of PREVIEW_RATE_LIMIT_PER_MINUTE.',
    complexity: COST.preview,
    args: { templateId: t.arg.string({ required: false }), variants: t.arg({ type: [VariantInput], required: false }) },
    resolve: async (_r, args, ctx) => {
      await spendFieldBudget(ctx, PREVIEW_BUDGET);
      return ctx.services.previews.render(callerOf(ctx.auth!), args);
    },
  }),
);

const DraftRenderRef = builder.objectRef<DraftRender>('DraftRender').implement({
  description: 'An unsaved design as the API would render it: nothing charged, nothing stored.',
  fields: (t) => ({
    dataUrl: t.exposeString('dataUrl', { description: 'The image as a data: URL.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    renderMs: t.exposeFloat('renderMs', { description: 'Time in the render pool, encoding included.' }),
    watermarked: t.exposeBoolean('watermarked', {
      description:
        "Drawn with the preview watermark: the caller's role may not edit templates, or the account has no credit left.",
    }),
  }),
});

builder.queryField('renderDraft', (t) =>
  t.field({
    type: DraftRenderRef,
    // The embedded editor draws its own template's draft (src/access/embed-grant.ts).
    authScopes: (_r, { id }) => ({ $any: { api: true, embed: { template: id } } }),
    description:
      "Renders `input` applied over the template's saved draft (or its published design), as saveTemplateDraft would store it, " +
      'with `variants` as in createSnap; format png, jpeg or webp. Validation errors as saveTemplateDraft and createSnap give them; ' +
      'a design that cannot be drawn fails at `layers.<index>` of the layer at fault (else at `render`). ' +
      'Watermarked (as previews are) unless the caller may edit templates and the account has a credit. ' +
      'Its own budgets per account: DRAFT_RENDER_RATE_LIMIT_PER_MINUTE renders and DRAFT_RENDER_MS_PER_MINUTE of render time.',
    complexity: COST.preview,
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: TemplateInput, required: true }),
      variants: t.arg({ type: [VariantInput], required: false }),
      format: t.arg.string({ required: false, defaultValue: 'png' }),
      frameAt: t.arg.int({
        required: false,
        description: "An animated design: the instant drawn, in ms (a snap's `frameAt`); default its last frame.",
      }),
      size: t.arg.string({
        required: false,
        description: 'One of the design\'s sizes by name (docs/rendering.md "Sizes"); default its own.',
      }),
      locale: t.arg.string({
        required: false,
        description:
          'A BCP 47 locale its messages are drawn in, else the default locale\'s (docs/rendering.md "Locales").',
      }),
      messageValues: t.arg({
        type: 'JSON',
        required: false,
        description: 'The arguments of the messages, e.g. `{"count": 5}` for a plural.',
      }),
      softProof: t.arg.boolean({
        required: false,
        defaultValue: false,
        description:
          'A soft proof: every colour drawn as it prints, converted through the print profile (the one a PDF/X-4 embeds) to CMYK inks and back to sRGB, so colours the inks cannot reach show duller (docs/studio.md "Print settings").',
      }),
    },
    resolve: (_r, { id, input, variants, format, frameAt, size, locale, messageValues, softProof }, ctx) =>
      ctx.services.previews.renderDraft(callerOf(ctx.auth!), {
        templateId: id,
        input: toWrite(input),
        variants,
        format,
        frameAt,
        size,
        locale,
        messageValues,
        softProof,
      }),
  }),
);

builder.objectField(StarterDesignRef, 'pictureUrl', (t) =>
  t.string({
    description:
      "The design as the engine draws it, 480 px on its longer side (PNG): this server's file, made the first time it is asked for.",
    resolve: (s, _a, ctx) => starterPicture(ctx.services, s, callerOf(ctx.auth!).accountId),
  }),
);
