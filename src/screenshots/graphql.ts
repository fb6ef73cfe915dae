import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import { RENDER_BUDGET, spendFieldBudget } from '../graphql/limits/field-budget.js';
import { COST } from '../graphql/limits/field-complexity.js';

builder.prismaObject('Screenshot', {
  fields: (t) => ({
    id: t.exposeString('id'),
    url: t.exposeString('url', { description: 'The page address as requested.' }),
    imageUrl: t.string({
      description: 'The PNG of the viewport.',
      resolve: (s, _a, ctx) => ctx.services.storage.url(s.mediaKey),
    }),
    width: t.exposeInt('width', { description: 'Viewport width in pixels.' }),
    height: t.exposeInt('height', { description: 'Viewport height in pixels.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreateScreenshotInput = builder.inputType('CreateScreenshotInput', {
  description: 'POST /v1/screenshots, field for field. `url` is required; the viewport defaults to 1330x780.',
  fields: (t) => ({
    url: t.string({ required: true }),
    width: t.int({ required: false }),
    height: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  screenshot: t.prismaField({
    type: 'Screenshot',
    authScopes: { api: true },
    args: { id: t.arg.string({ required: true }) },
    resolve: (_q, _r, { id }, ctx) => ctx.services.screenshots.byId(callerOf(ctx.auth!), id),
  }),
  screenshots: t.prismaConnection({
    type: 'Screenshot',
    cursor: 'id',
    authScopes: { api: true },
    description: 'Newest first.',
    resolve: (query, _r, _a, ctx) => ctx.services.database.prisma.screenshot.findMany(accountRows(ctx, query)),
  }),
}));

builder.mutationField('createScreenshot', (t) =>
  t.prismaField({
    type: 'Screenshot',
    authScopes: { api: true },
    description: 'Captures the page now (up to SCREENSHOT_TIMEOUT_MS) and charges 1 credit once it is stored.',
    complexity: COST.render,
    args: { input: t.arg({ type: CreateScreenshotInput, required: true }) },
    resolve: async (_q, _r, { input }, ctx) => {
      await spendFieldBudget(ctx, RENDER_BUDGET);
      return ctx.services.screenshots.create(callerOf(ctx.auth!), input);
    },
  }),
);
