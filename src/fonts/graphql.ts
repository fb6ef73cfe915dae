import { callerOf } from '../accounts/caller.js';
import { builder } from '../graphql/builder.js';
import type { FontFamilyInfo } from './font-service.js';

const AccountFontRef = builder.prismaObject('AccountFont', {
  description:
    'A font file the account uploaded: `font_family` names its family like a bundled one, for this account only.',
  fields: (t) => ({
    id: t.exposeString('id'),
    family: t.exposeString('family', { description: 'From the font’s name table (typographic family, else family).' }),
    weight: t.exposeInt('weight', { description: '100-900, from the OS/2 table.' }),
    style: t.exposeString('style', { description: '`normal` or `italic`.' }),
    fileName: t.exposeString('fileName', { description: 'The name the file was uploaded with.' }),
    bytes: t.exposeInt('bytes', { description: 'Size stored, as OpenType.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const FontRef = builder.objectRef<FontFamilyInfo>('Font').implement({
  description: 'A font family: the values `font_family` of a text layer accepts (family or alias, any case).',
  fields: (t) => ({
    family: t.exposeString('family'),
    aliases: t.exposeStringList('aliases'),
    weights: t.exposeIntList('weights'),
    styles: t.exposeStringList('styles'),
    scripts: t.exposeStringList('scripts', {
      description: 'Writing systems it covers; other glyphs fall back along the chain in docs/rendering.md.',
    }),
    bundled: t.exposeBoolean('bundled', {
      description: 'Shipped with the service; false for the account’s uploaded families.',
    }),
    fonts: t.field({
      type: [AccountFontRef],
      description: 'An uploaded family’s files; empty for a bundled family.',
      resolve: (f) => f.fonts,
    }),
  }),
});

builder.queryField('fonts', (t) =>
  t.field({
    type: [FontRef],
    // The embedded editor's font picker: the families any design of the account may name.
    authScopes: (_r, _a, ctx) => ({ $any: { api: true, embed: { template: ctx.auth?.embed?.templateId ?? -1 } } }),
    description: 'The bundled families, then the account’s uploaded ones.',
    resolve: (_r, _a, ctx) => ctx.services.fonts.families(callerOf(ctx.auth!)),
  }),
);

builder.mutationField('uploadFont', (t) =>
  t.prismaField({
    type: 'AccountFont',
    authScopes: { updateTemplate: true },
    description:
      'TrueType, OpenType, WOFF or WOFF2 up to 20 MB; stored as OpenType. Files with the same family name make one family.',
    args: { file: t.arg({ type: 'File', required: false }) },
    resolve: (_q, _r, { file }, ctx) => ctx.services.fonts.upload(callerOf(ctx.auth!), file),
  }),
);

builder.mutationField('deleteFont', (t) =>
  t.boolean({
    authScopes: { updateTemplate: true },
    description: 'Refused (CONFLICT) while a published template names the font’s family.',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.fonts.delete(callerOf(ctx.auth!), id);
      return true;
    },
  }),
);
