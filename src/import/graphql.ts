import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { TemplateRef } from '../templates/graphql.js';
import { DESIGN_KINDS } from './design-kind.js';
import type { DesignImport } from './design-imports.js';
import type { ImportNote } from './draft-design.js';

const DesignKindEnum = builder.enumType('DesignKind', {
  description: 'A design file an import reads (docs/import.md).',
  values: DESIGN_KINDS.map((k) => k.toUpperCase()) as ['SVG', 'PSD', 'FIGMA'],
});

const ImportNoteRef = builder.objectRef<ImportNote>('ImportNote').implement({
  description: 'One line of an import report: what was approximated, left out or kept drawn as an image.',
  fields: (t) => ({
    layer: t.string({
      nullable: true,
      description: 'The layer key it concerns; null: the whole file.',
      resolve: (n) => n.layer ?? null,
    }),
    message: t.exposeString('message'),
  }),
});

const DesignImportRef = builder.objectRef<DesignImport>('DesignImport').implement({
  description: 'A design file made into a new template, with the report of what was approximated.',
  fields: (t) => ({
    template: t.field({ type: TemplateRef, resolve: (i) => i.template }),
    kind: t.field({ type: DesignKindEnum, resolve: (i) => i.kind.toUpperCase() as 'SVG' }),
    report: t.field({ type: [ImportNoteRef], resolve: (i) => i.report }),
  }),
});

builder.mutationField('importDesign', (t) =>
  t.field({
    type: DesignImportRef,
    authScopes: { createTemplate: true },
    description:
      'A new template from a design file: an SVG, a PSD or a Figma file (docs/import.md). Nothing the file names is fetched; a file refused stores nothing.',
    args: {
      file: t.arg({ type: 'File', required: false }),
      kind: t.arg({ type: DesignKindEnum, required: false, description: 'Read from the bytes when absent.' }),
    },
    resolve: (_r, { file, kind }, ctx) =>
      ctx.services.designImports.import(callerOf(ctx.auth!), file, kind?.toLowerCase()),
  }),
);
