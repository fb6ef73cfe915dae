import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The bundled font families. Every face is a TTF shipped by an npm package, so a render never
 * depends on the fonts of the machine it runs on.
 */

export interface FontFace {
  /** Unique and stable, e.g. "inter-700i" or "account-<font uuid>"; the canvas backend registers the face under it. */
  id: string;
  family: string;
  weight: number;
  italic: boolean;
  /** A bundled face's path, or an uploaded face's OpenType bytes (shared with the render threads, not copied). */
  file: string | Uint8Array;
}

/** A font the registry resolved: a family it bundles (or the account uploaded), a weight 100-900, a style. */
export interface FontSpec {
  family: string;
  weight: number;
  italic: boolean;
  /** An uploaded family's faces; absent for a bundled family. */
  faces?: FontFace[];
}

/** An account's uploaded families by lower-cased name: what its `font_family` values may name besides the bundled ones. */
export type AccountFamilies = ReadonlyMap<string, FontFace[]>;

interface FontFamily {
  family: string;
  aliases: string[];
  scripts: string[];
  faces: FontFace[];
}

export interface FontInfo {
  family: string;
  aliases: string[];
  weights: number[];
  styles: string[];
  scripts: string[];
}

const require = createRequire(import.meta.url);
const packageDir = (pkg: string) => dirname(require.resolve(`${pkg}/package.json`));

/** An @expo-google-fonts package holds one folder per face: "700Bold/", "700Bold_Italic/". */
function googleFamily(pkg: string, family: string, aliases: string[], scripts: string[]): FontFamily {
  const dir = packageDir(`@expo-google-fonts/${pkg}`);
  const faces: FontFace[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const match = /^(\d00)[A-Za-z]+(_Italic)?$/.exec(entry);
    const ttf = match && readdirSync(join(dir, entry)).find((f) => f.endsWith('.ttf'));
    if (!match || !ttf) continue;
    const weight = Number(match[1]);
    const italic = match[2] !== undefined;
    faces.push({ id: `${pkg}-${weight}${italic ? 'i' : ''}`, family, weight, italic, file: join(dir, entry, ttf) });
  }
  return { family, aliases, scripts, faces };
}

/** An @embedpdf/fonts-* package: Noto Sans CJK cut to one region's characters, one OTF per weight. */
function cjkFamily(pkg: string, family: string, aliases: string[], scripts: string[]): FontFamily {
  const index = require.resolve(`@embedpdf/${pkg}`);
  const { fonts } = require(`@embedpdf/${pkg}`) as { fonts: { file: string; weight: number }[] };
  const dir = join(dirname(index), '..', 'fonts');
  // 350 ("DemiLight") is not a CSS weight step: the nearest-weight rule uses 300 and 400.
  const faces = fonts
    .filter((f) => f.weight % 100 === 0)
    .map((f) => ({ id: `${pkg}-${f.weight}`, family, weight: f.weight, italic: false, file: join(dir, f.file) }));
  return { family, aliases, scripts, faces };
}

function dejavuFamily(): FontFamily {
  const dir = join(packageDir('dejavu-fonts-ttf'), 'ttf');
  const face = (file: string, weight: number, italic: boolean): FontFace => ({
    id: `dejavu-sans-${weight}${italic ? 'i' : ''}`,
    family: 'DejaVu Sans',
    weight,
    italic,
    file: join(dir, file),
  });
  return {
    family: 'DejaVu Sans',
    aliases: ['dejavu'],
    scripts: ['latin', 'greek', 'cyrillic', 'symbols'],
    faces: [
      face('DejaVuSans.ttf', 400, false),
      face('DejaVuSans-Oblique.ttf', 400, true),
      face('DejaVuSans-Bold.ttf', 700, false),
      face('DejaVuSans-BoldOblique.ttf', 700, true),
    ],
  };
}

const LATIN = ['latin', 'greek', 'cyrillic'];
const SANS = googleFamily('inter', 'Inter', ['sans', 'sans-serif'], LATIN);
const SERIF = googleFamily('noto-serif', 'Noto Serif', ['serif'], LATIN);
export const MONO = googleFamily('roboto-mono', 'Roboto Mono', ['mono', 'monospace'], LATIN);
const ARABIC = googleFamily('noto-sans-arabic', 'Noto Sans Arabic', ['arabic'], ['arabic']);
const HEBREW = googleFamily('noto-sans-hebrew', 'Noto Sans Hebrew', ['hebrew'], ['hebrew']);
const EMOJI = googleFamily('noto-color-emoji', 'Noto Color Emoji', ['emoji'], ['emoji']);
/** Monochrome outlines of the same emoji, for PDF: pdfkit cannot embed colour bitmap glyphs. */
const EMOJI_OUTLINES = googleFamily('noto-emoji', 'Noto Emoji', [], ['emoji']);
const LAST_RESORT = dejavuFamily();
const THAI = googleFamily('noto-sans-thai', 'Noto Sans Thai', ['thai'], ['thai']);
const DEVANAGARI = googleFamily(
  'noto-sans-devanagari',
  'Noto Sans Devanagari',
  ['devanagari', 'hindi'],
  ['devanagari'],
);
const BENGALI = googleFamily('noto-sans-bengali', 'Noto Sans Bengali', ['bengali', 'bangla'], ['bengali']);
/** Han, kana and Hangul: one family per region, since each writes shared ideographs its own way. */
const CJK = {
  sc: cjkFamily('fonts-sc', 'Noto Sans SC', ['chinese', 'simplified-chinese'], ['han']),
  tc: cjkFamily('fonts-tc', 'Noto Sans TC', ['traditional-chinese'], ['han']),
  jp: cjkFamily('fonts-jp', 'Noto Sans JP', ['japanese'], ['han', 'kana']),
  kr: cjkFamily('fonts-kr', 'Noto Sans KR', ['korean'], ['hangul', 'han']),
} as const;
export type CjkRegion = keyof typeof CJK;

const FAMILIES = [
  SANS,
  SERIF,
  MONO,
  ARABIC,
  HEBREW,
  THAI,
  DEVANAGARI,
  BENGALI,
  CJK.sc,
  CJK.tc,
  CJK.jp,
  CJK.kr,
  EMOJI,
  LAST_RESORT,
];

const byName = new Map<string, FontFamily>();
for (const f of FAMILIES) for (const name of [f.family, ...f.aliases]) byName.set(name.toLowerCase(), f);

/**
 * The family a stored `font_family` names: a bundled family or alias, case-insensitively; a CSS
 * list ("Roboto, serif") takes its first known entry. Anything unknown is the sans family.
 */
export function resolveFamily(fontFamily: string): string {
  for (const entry of entriesOf(fontFamily)) {
    const known = byName.get(entry);
    if (known) return known.family;
  }
  return SANS.family;
}

const entriesOf = (fontFamily: string) =>
  fontFamily.split(',').map((e) =>
    e
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase(),
  );

/**
 * The uploaded family (lower-cased) a `font_family` names: its first entry that is a bundled name
 * or one of `uploaded`, when that is an uploaded one. A bundled name wins over an uploaded family
 * of the same name.
 */
export function uploadedFamilyNamed(fontFamily: string, uploaded: { has(name: string): boolean }): string | undefined {
  for (const entry of entriesOf(fontFamily)) {
    if (byName.has(entry)) return undefined;
    if (uploaded.has(entry)) return entry;
  }
  return undefined;
}

/** As resolveFamily, with the account's uploaded families as further names; an uploaded family comes with its faces. */
export function resolveFont(fontFamily: string, account: AccountFamilies): Pick<FontSpec, 'family' | 'faces'> {
  const uploaded = uploadedFamilyNamed(fontFamily, account);
  if (!uploaded) return { family: resolveFamily(fontFamily) };
  const faces = account.get(uploaded)!;
  return { family: faces[0].family, faces };
}

/** Whether a `font_family` may name an uploaded family: its first entry is no bundled name. */
export function mayNameUploadedFamily(fontFamily: string): boolean {
  return !byName.has(entriesOf(fontFamily)[0]);
}

/** The face closest to the request: nearest weight (ties go bolder), italic when the family has it. */
function nearestFace(family: FontFamily, weight: number, italic: boolean): FontFace {
  const styled = family.faces.filter((f) => f.italic === italic);
  const candidates = styled.length > 0 ? styled : family.faces;
  let best = candidates[0];
  for (const f of candidates) {
    const d = Math.abs(f.weight - weight) - Math.abs(best.weight - weight);
    if (d < 0 || (d === 0 && f.weight > best.weight)) best = f;
  }
  return best;
}

export interface FaceChain {
  /** Text faces in the order tried for each character: the requested family first. */
  text: FontFace[];
  /** For characters with emoji presentation. */
  emoji: FontFace;
  /** Draws U+FFFD where no face has a glyph, so nothing renders as a box. */
  lastResort: FontFace;
}

/** The fallback chain for one text style; `cjk` is the region whose ideographs the text reads as. */
export function faceChain({ family, weight, italic, faces }: FontSpec, cjk: CjkRegion = 'sc'): FaceChain {
  const primary = faces ? { family, aliases: [], scripts: [], faces } : (byName.get(family.toLowerCase()) ?? SANS);
  // The text's region first; the others only for ideographs its national set lacks.
  const cjkFamilies = [CJK[cjk], ...Object.values(CJK).filter((f) => f !== CJK[cjk])];
  const fallbacks = [ARABIC, HEBREW, THAI, DEVANAGARI, BENGALI, LAST_RESORT, ...cjkFamilies, EMOJI].filter(
    (f) => f !== primary,
  );
  const lastResort = nearestFace(LAST_RESORT, weight, italic);
  return {
    text: [primary, ...fallbacks].map((f) => nearestFace(f, weight, italic)),
    emoji: nearestFace(EMOJI, weight, false),
    lastResort,
  };
}

/** The face the PDF backend embeds in place of `face`. */
export function pdfFace(face: FontFace): FontFace {
  return face.family === EMOJI.family ? nearestFace(EMOJI_OUTLINES, 400, false) : face;
}

export function listFonts(): FontInfo[] {
  return FAMILIES.map((f) => ({
    family: f.family,
    aliases: f.aliases,
    weights: [...new Set(f.faces.map((face) => face.weight))].sort((a, b) => a - b),
    styles: [...new Set(f.faces.map((face) => (face.italic ? 'italic' : 'normal')))].sort(),
    scripts: f.scripts,
  }));
}
