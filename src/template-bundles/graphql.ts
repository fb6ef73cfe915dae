import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import type { TemplateBundle } from './template-bundles.js';
import type { TemplateFileChange } from './template-files.js';

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

const TemplateFilesRef = builder.objectRef<{ data: Buffer }>('TemplateFiles').implement({
  description: "Template files (docs/template-files.md): the account's templates as a folder, in a ZIP.",
  fields: (t) => ({
    base64: t.string({
      description: 'The folder as a ZIP, base64-encoded. Large accounts: GET /api/v1/template-files sends the bytes.',
      resolve: (f) => f.data.toString('base64'),
    }),
  }),
});

const TemplateFileChangeRef = builder.objectRef<TemplateFileChange>('TemplateFileChange').implement({
  description: 'What a push of template files did, or would do, to one template.',
  fields: (t) => ({
    folder: t.exposeString('folder', { description: "The template's folder: its file is <folder>/template.json." }),
    title: t.exposeString('title'),
    status: t.exposeString('status', {
      description: '`added`, `changed` (published as its next version) or `unchanged` (not written).',
    }),
    changes: t.exposeStringList('changes', { description: "What changed, in sentences (a version diff's)." }),
  }),
});

builder.queryField('templateFiles', (t) =>
  t.field({
    type: TemplateFilesRef,
    authScopes: { api: true },
    description:
      "Pulls the account's templates as template files: pushTemplateFiles sends them back, here or elsewhere.",
    resolve: async (_r, _a, ctx) => ({ data: await ctx.services.templateBundles.files.pull(callerOf(ctx.auth!)) }),
  }),
);

builder.mutationField('pushTemplateFiles', (t) =>
  t.field({
    type: [TemplateFileChangeRef],
    authScopes: { $all: { createTemplate: true, updateTemplate: true } },
    description:
      'Pushes a folder of template files (a ZIP of it): new folders become templates, changed ones publish their next version, unchanged ones are not written. dryRun: the answer alone, nothing stored.',
    args: { file: t.arg({ type: 'File', required: false }), dryRun: t.arg.boolean({ required: false }) },
    resolve: (_r, { file, dryRun }, ctx) =>
      ctx.services.templateBundles.files.push(callerOf(ctx.auth!), file, dryRun ?? false),
  }),
);
