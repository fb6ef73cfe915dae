import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import type { TemplateBundle } from './template-bundles.js';

const TemplateBundleRef = builder.objectRef<TemplateBundle>('TemplateBundle').implement({
  description:
    'A design bundle (docs/api.md, "Moving designs"): a ZIP of the published design, its images and its account fonts.',
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.string({ resolve: () => 'application/zip' }),
    base64: t.string({
      description: 'The ZIP, base64-encoded. Large bundles: GET /api/v1/templates/{uuid}/export sends the bytes.',
      resolve: (b) => b.data.toString('base64'),
    }),
  }),
});

builder.queryField('templateBundle', (t) =>
  t.field({
    type: TemplateBundleRef,
    authScopes: { api: true },
    description: 'Exports a template: importTemplate makes it again, in this account or on another server.',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, { uuid }, ctx) => ctx.services.templateBundles.export(callerOf(ctx.auth!), uuid),
  }),
);

builder.mutationField('importTemplate', (t) =>
  t.prismaField({
    type: 'Template',
    authScopes: { createTemplate: true },
    description:
      'A new template from a bundle (templateBundle, or GET /api/v1/templates/{uuid}/export); its images join the media library and its fonts the account fonts.',
    args: { file: t.arg({ type: 'File', required: false }) },
    resolve: (_q, _r, { file }, ctx) => ctx.services.templateBundles.import(callerOf(ctx.auth!), file),
  }),
);
