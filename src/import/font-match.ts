/**
 * A font a design file names (a family, or a PostScript name such as `Inter-SemiBoldItalic`), matched
 * by family name to a bundled family or one the account uploaded. Unmatched names are reported by the
 * importer; the layer keeps the default family so it still draws.
 */

export interface FontMatch {
  family: string;
  weight: 'normal' | 'bold' | number;
  style: 'normal' | 'italic';
}

/** Style words at the end of a PostScript or full font name, with the weight they mean. */
const WEIGHTS: [RegExp, number][] = [
  [/(extra|ultra)\s*light$/, 200],
  [/(thin|hairline)$/, 100],
  [/light$/, 300],
  [/(regular|book|normal|roman)$/, 400],
  [/medium$/, 500],
  [/(semi|demi)\s*bold$/, 600],
  [/(extra|ultra)\s*bold$/, 800],
  [/(black|heavy)$/, 900],
  [/bold$/, 700],
];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The family part of a font name and its weight and style words. */
export function splitFontName(name: string): { family: string; weight: number; italic: boolean } {
  let [family, style = ''] = name.includes('-')
    ? [name.slice(0, name.lastIndexOf('-')), name.slice(name.lastIndexOf('-') + 1)]
    : [name, ''];
  let words = style.toLowerCase();
  // "Inter Bold Italic" written as a full name: its style words at the end.
  if (!style) {
    const m =
      /\s+((?:(?:extra|ultra|semi|demi)?\s*(?:bold|light|thin|black|heavy|medium|regular|book)|italic|oblique|\s)+)$/i.exec(
        family,
      );
    if (m) {
      family = family.slice(0, m.index);
      words = m[1].toLowerCase();
    }
  }
  const italic = /(italic|oblique)/.test(words);
  words = words.replace(/(italic|oblique)/g, '').trim();
  const weight = WEIGHTS.find(([re]) => re.test(words))?.[1] ?? 400;
  return { family: family.replace(/(MT|PS|Std|Pro)$/, '').trim(), weight, italic };
}

/**
 * The family among `families` (each with its aliases) that `name` names, with the weight and style its
 * style words give; undefined when none does.
 */
export function matchFont(name: string, families: { family: string; aliases: string[] }[]): FontMatch | undefined {
  const wanted = splitFontName(name.replace(/^['"]|['"]$/g, '').trim());
  const keys = [squash(name), squash(wanted.family)];
  const found = families.find((f) => [f.family, ...f.aliases].some((n) => keys.includes(squash(n))));
  if (!found) return undefined;
  const weight = wanted.weight === 400 ? 'normal' : wanted.weight === 700 ? 'bold' : wanted.weight;
  return { family: found.family, weight, style: wanted.italic ? 'italic' : 'normal' };
}
