import { z } from 'zod';

/** Type as every layer that draws text names it (docs/rendering.md "Text layers"). */
export const fontFamily = z.string().trim().min(1).max(100);
/** `normal` (400), `bold` (700) or 100 to 900. */
export const fontWeight = z.union([z.enum(['normal', 'bold']), z.int().min(100).max(900)]);
export type FontWeight = z.output<typeof fontWeight>;

/** A font weight as a number. */
export const weightOf = (w: FontWeight): number => (w === 'normal' ? 400 : w === 'bold' ? 700 : w);
