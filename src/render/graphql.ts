import { builder } from '../graphql/builder.js';
import { listFonts, type FontInfo } from './fonts.js';

const FontRef = builder.objectRef<FontInfo>('Font').implement({
  description: 'A bundled font family: the values `font_family` of a text layer accepts (family or alias, any case).',
  fields: (t) => ({
    family: t.exposeString('family'),
    aliases: t.exposeStringList('aliases'),
    weights: t.exposeIntList('weights'),
    styles: t.exposeStringList('styles'),
    scripts: t.exposeStringList('scripts', { description: 'Writing systems it covers; other glyphs fall back along the chain in docs/rendering.md.' }),
  }),
});

builder.queryField('fonts', (t) => t.field({ type: [FontRef], authScopes: { api: true }, resolve: () => listFonts() }));
