import { builder } from '../graphql/builder.js';
import { listFonts, type FontInfo } from './fonts.js';

const FontRef = builder.objectRef<FontInfo>('Font').implement({
  description: 'A bundled font family a text layer can name in font_family.',
  fields: (t) => ({
    family: t.exposeString('family'),
    aliases: t.exposeStringList('aliases', { description: 'Other names that select this family, e.g. "sans".' }),
    weights: t.exposeIntList('weights'),
    styles: t.exposeStringList('styles', { description: '"normal" and, when the family has it, "italic".' }),
    scripts: t.exposeStringList('scripts'),
  }),
});

builder.queryFields((t) => ({
  fonts: t.field({
    type: [FontRef],
    authScopes: { api: true },
    description: 'The font families text layers can use; an unknown font_family renders in the "sans" family.',
    resolve: () => listFonts(),
  }),
}));
