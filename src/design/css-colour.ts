import { parse } from 'culori';
import { z } from 'zod';
import { cmykProblem, parseCmyk } from './cmyk.js';

/** Whether a value is meant as a gradient (so it must parse as one), rather than a colour. */
export const looksLikeGradient = (value: string): boolean => /gradient\s*\(/i.test(value);

/** Whether a value parses as a CSS colour or a cmyk() (render/base/colour-parser.ts's syntax): the check a markup span's colours get. */
export const isCssColour = (value: string): boolean => {
  const cmyk = parseCmyk(value);
  return cmyk ? 'cmyk' in cmyk : parse(value) !== undefined;
};

// Room for a spot() with its ink's name and fallback.
const colourText = z.string().trim().min(1).max(128);

/**
 * A colour of the older, lenient kind, as a layer property holds it: one that does not parse falls back to the
 * property's default. A gradient is refused rather than drawn black: these properties colour text, lines and code
 * modules, which take one colour (docs/rendering.md "Colours"), as a markup span's `color` does.
 */
export const colour = colourText
  .refine((v) => !looksLikeGradient(v), {
    message: 'A gradient only fills an area (a background_color); this property takes one CSS colour.',
  })
  .superRefine((v, ctx) => {
    // A print colour out of range is refused even here: falling back to black would print the wrong ink.
    const problem = cmykProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A colour that must parse as CSS (render/base/colour-parser.ts's syntax). The older colour properties fall back to
 * their default instead, as templates stored with typos must keep rendering; newer ones refuse a typo.
 */
export const cssColour = colourText.superRefine((v, ctx) => {
  if (!isCssColour(v)) ctx.addIssue({ code: 'invalid_format', format: 'CSS colour', input: v });
});
