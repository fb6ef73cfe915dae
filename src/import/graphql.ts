import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { TemplateRef } from '../templates/graphql.js';
import { DESIGN_KINDS } from './design-kind.js';
import type { DesignImport, ImportedTemplate } from './design-imports.js';
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

const ImportedTemplateRef = builder.objectRef<ImportedTemplate>('ImportedTemplate').implement({
  description: 'One template an import made (a Figma file makes one per top-level frame), with its report.',
  fields: (t) => ({
    template: t.field({ type: TemplateRef, resolve: (i) => i.template }),
    report: t.field({ type: [ImportNoteRef], resolve: (i) => i.report }),
  }),
});

const DesignImportRef = builder.objectRef<DesignImport>('DesignImport').implement({
  description: 'A design file made into a new template, with the report of what was approximated.',
  fields: (t) => ({
    template: t.field({ type: TemplateRef, resolve: (i) => i.template }),
    kind: t.field({ type: DesignKindEnum, resolve: (i) => i.kind.toUpperCase() as 'SVG' }),
    report: t.field({
      type: [ImportNoteRef],
      description: "The first template's report (an SVG's or a PSD's only one).",
      resolve: (i) => i.report,
    }),
    templates: t.field({
      type: [ImportedTemplateRef],
      description:
        "Every template made, in the file's order: one for an SVG or a PSD, one per top-level frame of a Figma file.",
      resolve: (i) => i.templates,
    }),
  }),
});

builder.mutationField('importDesign', (t) =>
  t.field({
    type: DesignImportRef,
    authScopes: { createTemplate: true },
    description:
      'New templates from a design file: an SVG or a PSD (one template), or a Figma file (one per top-level frame; docs/import.md). Nothing the file names is fetched; a file refused stores nothing.',
    args: {
      file: t.arg({ type: 'File', required: false }),
      kind: t.arg({ type: DesignKindEnum, required: false, description: 'Read from the bytes when absent.' }),
      frame: t.arg.string({
        required: false,
        description: 'A Figma file: the one top-level frame to import (its name or node id); absent: every one.',
      }),
    },
    resolve: (_r, { file, kind, frame }, ctx) =>
      ctx.services.designImports.import(callerOf(ctx.auth!), file, kind?.toLowerCase(), frame),
  }),
);
