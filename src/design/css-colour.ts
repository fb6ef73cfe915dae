import { parse } from 'culori';
import { z } from 'zod';

/** A colour as a layer property holds it: a string of CSS, unchecked (the older properties fall back to their default). */
export const colour = z.string().trim().min(1).max(64);

/**
 * A colour that must parse as CSS (render/base/colour-parser.ts's syntax). The older colour properties fall back to
 * their default instead, as templates stored with typos must keep rendering; newer ones refuse a typo.
 */
export const cssColour = colour.superRefine((v, ctx) => {
  if (parse(v) === undefined) ctx.addIssue({ code: 'invalid_format', format: 'CSS colour', input: v });
});
