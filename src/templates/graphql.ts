import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import { accountRows } from '../graphql/account-rows.js';
import type { Storage } from '../storage/storage.js';
import { readLayers } from './design-files.js';
import { availableModifications, type Layer } from '../design/layers/layer-schema.js';
import { findPreset, SIZE_PRESETS, type SizePreset } from './size-presets.js';
import { toWrite } from './template-input.js';
import { starterDesigns } from './starters/starter-designs.js';
import type { StarterDesign } from './starters/starter-list.js';
import { COST } from '../graphql/limits/field-complexity.js';
import type { TemplateVersion } from '../generated/prisma/client.js';
import type { VersionDiff } from './template-version-service.js';

const PRINT_DOC =
  'A print template\'s PDF defaults (docs/rendering.md "Print defaults"): `{pdf_standard, bleed, crop_marks}`, each optional, in the render options\' REST names; a PDF render of the template takes each one it does not give. Only for templates with a Print size preset.';

/** Layers as read: own files by their current address, each with the available_modifications derived from it. */
function readableLayers(layers: unknown, files: Storage): unknown[] {
  return readLayers(layers as Layer[], files).map((l) => ({
    ...l,
    available_modifications: availableModifications(l),
  }));
}

/** A draft as read: its layers' own files by their current address. */
function readableDraft(draft: unknown, files: Storage): unknown {
  const d = draft as { layers?: Layer[] } | null;
  return d?.layers ? { ...d, layers: readLayers(d.layers, files) } : d;
}

/**
 * Columns are selected per requested field, and a design (layers, draft) is never read with the
 * row: each comes through the operation's DesignReader, one at a time and within the response cap.
 */
export const TemplateRef = builder.prismaObject('Template', {
  select: { id: true },
  fields: (t) => ({
    id: t.exposeInt('id', {
      description: 'Numeric id scoped to the account; the path segment of REST update and delete.',
    }),
    uuid: t.exposeString('uuid'),
    title: t.exposeString('title'),
    size: t.exposeString('size', { nullable: true }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    backgroundColor: t.exposeString('backgroundColor'),
    layers: t.field({
      type: 'JSON',
      complexity: COST.layers,
      resolve: async (tpl, _a, ctx) =>
        readableLayers((await ctx.designs.read(tpl.id, 'layers')) ?? [], ctx.services.storage),
    }),
    animation: t.expose('animation', {
      type: 'JSON',
      nullable: true,
      description:
        'The published design\'s motion (duration, fps, loop; docs/rendering.md "Animation"), or null for a still design.',
    }),
    locales: t.expose('locales', {
      type: 'JSON',
      nullable: true,
      description:
        'The published design\'s message catalogs (`{default_locale, mirror_rtl, messages}`; docs/rendering.md "Locales"), or null for none.',
    }),
    print: t.expose('print', {
      type: 'JSON',
      nullable: true,
      description: PRINT_DOC + ' Null for none.',
    }),
    sizes: t.expose('sizes', {
      type: 'JSON',
      nullable: true,
      description:
        'The published design\'s other sizes (each `{name, width, height, layers}`; docs/rendering.md "Sizes"), or null for none. A render asks for one by name; `default` is the design\'s own.',
    }),
    version: t.exposeInt('version', {
      description: 'The latest published version: incremented on every publish (templateVersions lists them).',
    }),
    previewUrl: t.string({
      nullable: true,
      description: 'A PNG thumbnail of the published design, made shortly after each publish; null until then.',
      select: { previewKey: true },
      resolve: (tpl, _a, ctx) => (tpl.previewKey ? ctx.services.storage.url(tpl.previewKey) : null),
    }),
    draft: t.field({
      type: 'JSON',
      nullable: true,
      complexity: COST.layers,
      description: 'Unpublished edits, or null.',
      resolve: async (tpl, _a, ctx) => readableDraft(await ctx.designs.read(tpl.id, 'draft'), ctx.services.storage),
    }),
    draftSavedAt: t.expose('draftSavedAt', { type: 'DateTime', nullable: true }),
    hasUnpublishedChanges: t.exposeBoolean('hasUnpublishedChanges', {
      description: 'The saved draft differs from the published design.',
    }),
    safeMarginPx: t.int({
      nullable: true,
      description: 'The safe margin of its size preset (templateSizes) when the published size is one, else null.',
      select: { size: true },
      resolve: (tpl) => (tpl.size ? (findPreset(tpl.size)?.safe_margin_px ?? null) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A published version (issue 44, docs/api.md "Versions"): its number, author, time and design. */
export const TemplateVersionRef = builder.objectRef<TemplateVersion>('TemplateVersion').implement({
  description: 'One publish of a template: every publish is the next number, from 1.',
  fields: (t) => ({
    version: t.exposeInt('version'),
    authorId: t.exposeInt('authorId', {
      nullable: true,
      description:
        'The user who published it; null for none (a form, a version kept from before versions) or one since removed.',
    }),
    author: t.exposeString('authorLabel', { description: "The author's name and e-mail when published." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    design: t.field({
      type: 'JSON',
      complexity: COST.layers,
      description:
        'The published design as renders drew it: title, size, width, height, background_color, layers (their files by address), and animation, sizes, locales and print when set.',
      resolve: (v, _a, ctx) => {
        const d = v.design as { layers?: unknown };
        return { ...d, layers: readableLayers(d.layers ?? [], ctx.services.storage) };
      },
    }),
  }),
});

const VersionDiffRef = builder.objectRef<VersionDiff>('TemplateVersionDiff').implement({
  description: 'What changed from one version to another, in sentences a person reads.',
  fields: (t) => ({
    from: t.exposeInt('from'),
    to: t.exposeInt('to'),
    changes: t.exposeStringList('changes', {
      description:
        'The canvas\'s changes, then layer by layer by key: "title: font_size 48 → 56", "added layer badge", "removed layer logo", "moved photo above title". Empty when the designs are the same.',
    }),
  }),
});

const SizePresetRef = builder.objectRef<SizePreset>('TemplateSize').implement({
  fields: (t) => ({
    size: t.exposeString('size'),
    name: t.exposeString('name'),
    platform: t.exposeString('platform'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    aspectRatio: t.exposeString('aspect_ratio'),
    safeMarginPx: t.exposeInt('safe_margin_px'),
  }),
});

export const StarterDesignRef = builder.objectRef<StarterDesign>('StarterDesign').implement({
  description:
    'A ready-made design (docs/studio.md "Starter designs"): send its fields to createTemplate to copy it into the account.',
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    size: t.string({
      nullable: true,
      description: 'The size preset of a print design (its PDF has the physical page size), else null.',
      resolve: (s) => s.size ?? null,
    }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    backgroundColor: t.exposeString('background_color'),
    layers: t.field({
      type: 'JSON',
      resolve: (s) => s.layers,
      description: "Its pictures are this server's files (addresses under PUBLIC_URL).",
    }),
  }),
});

export const TemplateInput = builder.inputType('TemplateInput', {
  description:
    'A template write. Send a size preset or an explicit width and height; on update, absent fields keep their value (but the title, which every write names).',
  fields: (t) => ({
    title: t.string({ required: true }),
    size: t.string({ required: false }),
    width: t.int({ required: false }),
    height: t.int({ required: false }),
    layers: t.field({ type: 'JSON', required: false }),
    backgroundColor: t.string({ required: false }),
    animation: t.field({
      type: 'JSON',
      required: false,
      description:
        'The motion (docs/rendering.md "Animation"): duration in ms, fps, loop; null makes the design still.',
    }),
    locales: t.field({
      type: 'JSON',
      required: false,
      description:
        'The design\'s message catalogs (docs/rendering.md "Locales"): `{default_locale, mirror_rtl, messages: {<locale>: {<key>: <ICU message>}}}`; null removes them.',
    }),
    print: t.field({ type: 'JSON', required: false, description: PRINT_DOC + ' Null removes them.' }),
    sizes: t.field({
      type: 'JSON',
      required: false,
      description:
        'The design\'s other sizes (docs/rendering.md "Sizes"): at most 20 of `{name, width, height, layers}`, `layers` the properties each layer takes at that size by layer key; null removes them.',
    }),
  }),
});

export const VariantInput = builder.inputType('VariantInput', {
  description:
    'One per-layer override of a render: `layer` and exactly one content field, the one its layer type takes ' +
    '(text: `text`, image: `imageUrl`, empty: `backgroundColor`, qr_code: `qrContent`, barcode: `barcodeContent`, chart and table: `data`); ' +
    '`hidden` hides or shows the layer, beside a content field or alone. A text layer also takes style overrides, ' +
    'beside `text` or alone: `color`, `fontFamily`, `fontSize`, `textFormat` and `backgroundColor` (its highlight); an image layer `fit`, ' +
    '`focalX`, `focalY` and `filter` beside `imageUrl` or alone; an empty layer `borderColor`; any layer `opacity`. A layer ignores the overrides of other layer types.',
  fields: (t) => ({
    layer: t.string({ required: true, description: 'The layer key.' }),
    text: t.string({ required: false }),
    imageUrl: t.string({ required: false, description: 'A public http(s) address, or a media `src` of this server.' }),
    backgroundColor: t.string({ required: false }),
    qrContent: t.string({ required: false }),
    barcodeContent: t.string({ required: false }),
    hidden: t.boolean({ required: false }),
    color: t.string({ required: false, description: 'Text layers: the text colour; must be a CSS colour.' }),
    fontFamily: t.string({ required: false, description: 'Text layers: the font family.' }),
    fontSize: t.float({
      required: false,
      description: 'Text layers: the font size in pixels, above 0 and at most 2000.',
    }),
    textFormat: t.string({
      required: false,
      description: 'Text layers: `plain` or `markup` (the text holds style tags; docs/rendering.md "Mixed styles").',
    }),
    fit: t.string({ required: false, description: 'Image layers: cover, contain or fill.' }),
    focalX: t.float({ required: false, description: 'Image layers: the focal point across, 0 to 1.' }),
    focalY: t.float({ required: false, description: 'Image layers: the focal point down, 0 to 1.' }),
    filter: t.string({
      required: false,
      description: 'Image layers: CSS filter functions, as the layer property `filter` (docs/rendering.md).',
    }),
    borderColor: t.string({
      required: false,
      description: "Empty layers: the border's (a line's) colour; must be a CSS colour.",
    }),
    opacity: t.float({ required: false, description: 'Any layer: its opacity, 0 to 1.' }),
    data: t.field({
      type: 'JSON',
      required: false,
      description:
        'Chart and table layers: their rows, an array of records or CSV text with a header row (at most 5,000 rows and 1 MB; docs/rendering.md "Data").',
    }),
  }),
});

builder.queryFields((t) => ({
  template: t.prismaField({
    type: 'Template',
    // An embed token reads its own template (src/access/embed-grant.ts).
    authScopes: (_q, { uuid }) => ({ $any: { api: true, embed: { template: uuid } } }),
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (query, _root, { uuid }, ctx) => ctx.services.templates.byUuid(callerOf(ctx.auth!), uuid, query),
  }),
  templates: t.prismaConnection({
    type: 'Template',
    cursor: 'id',
    authScopes: { api: true },
    description: 'Newest first; `search` keeps those whose title contains it, ignoring case.',
    args: { search: t.arg.string({ required: false }) },
    resolve: (query, _root, { search }, ctx) =>
      ctx.services.database.prisma.template.findMany(
        accountRows(ctx, query, {
          // LIKE's wildcards in the search are literal characters (Prisma passes them through).
          where: search ? { title: { contains: search.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' as const } } : {},
          orderBy: { id: 'desc' as const },
        }),
      ),
  }),
  templateVersions: t.field({
    type: [TemplateVersionRef],
    authScopes: { api: true },
    description: "A template's published versions, newest first.",
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_r, { uuid }, ctx) => ctx.services.templateVersions.list(callerOf(ctx.auth!), uuid),
  }),
  templateVersion: t.field({
    type: TemplateVersionRef,
    authScopes: { api: true },
    args: { uuid: t.arg.string({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, { uuid, version }, ctx) => ctx.services.templateVersions.show(callerOf(ctx.auth!), uuid, version),
  }),
  templateVersionDiff: t.field({
    type: VersionDiffRef,
    authScopes: { api: true },
    description: 'What changed from version `from` to version `to` (default: the latest).',
    args: {
      uuid: t.arg.string({ required: true }),
      from: t.arg.int({ required: true }),
      to: t.arg.int({ required: false }),
    },
    resolve: (_r, { uuid, from, to }, ctx) => ctx.services.templateVersions.diff(callerOf(ctx.auth!), uuid, from, to),
  }),
  templateSizes: t.field({ type: [SizePresetRef], authScopes: { api: true }, resolve: () => [...SIZE_PRESETS] }),
  starterDesigns: t.field({
    type: [StarterDesignRef],
    authScopes: { api: true },
    complexity: COST.layers,
    description:
      'The starter designs a new template can be copied from (blog card, ticket, certificate, product banner, quote, story).',
    resolve: (_r, _a, ctx) => starterDesigns(ctx.services.storage),
  }),
}));

builder.mutationFields((t) => ({
  createTemplate: t.prismaField({
    type: 'Template',
    authScopes: { createTemplate: true },
    args: { input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _root, { input }, ctx) => ctx.services.templates.create(callerOf(ctx.auth!), toWrite(input)),
  }),
  updateTemplate: t.prismaField({
    type: 'Template',
    authScopes: { updateTemplate: true },
    description: 'Writes and publishes at once, as the REST update does.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _root, { id, input }, ctx) => ctx.services.templates.update(callerOf(ctx.auth!), id, toWrite(input)),
  }),
  duplicateTemplate: t.prismaField({
    type: 'Template',
    authScopes: { createTemplate: true },
    description: 'A copy of the published design titled "<title> (copy)", with no unpublished draft.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _root, { id }, ctx) => ctx.services.templates.duplicate(callerOf(ctx.auth!), id),
  }),
  deleteTemplate: t.prismaField({
    type: 'Template',
    authScopes: { deleteTemplate: true },
    description: 'Returns the deleted template.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _root, { id }, ctx) => ctx.services.templates.delete(callerOf(ctx.auth!), id),
  }),
  saveTemplateDraft: t.prismaField({
    type: 'Template',
    authScopes: (_q, { id }) => ({ $any: { updateTemplate: true, embed: { template: id, ability: 'edit' } } }),
    description: 'Saves unpublished edits; the API keeps rendering the published design until publishTemplate.',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: TemplateInput, required: true }) },
    resolve: (_q, _root, { id, input }, ctx) =>
      ctx.services.templates.saveDraft(callerOf(ctx.auth!), id, toWrite(input), {
        textOnly: !!ctx.auth!.embed && !ctx.auth!.embed.abilities.includes('EDIT_DESIGN'),
      }),
  }),
  restoreTemplateVersion: t.prismaField({
    type: 'Template',
    authScopes: { updateTemplate: true },
    description:
      'Publishes the design of an earlier version again, as the next version (an unpublished draft stays as it is).',
    args: { uuid: t.arg.string({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_q, _root, { uuid, version }, ctx) =>
      ctx.services.templateVersions.restore(callerOf(ctx.auth!), uuid, version),
  }),
  publishTemplate: t.prismaField({
    type: 'Template',
    authScopes: (_q, { id }) => ({ $any: { updateTemplate: true, embed: { template: id, ability: 'PUBLISH' } } }),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_q, _root, { id }, ctx) => ctx.services.templates.publish(callerOf(ctx.auth!), id),
  }),
}));
