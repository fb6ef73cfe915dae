import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Layer } from '../design/layers/layer-schema.js';
import type { TemplateDesignFields } from '../templates/template-input.js';

/**
 * Template files (docs/template-files.md): a folder a person reads, diffs and keeps in Git. Each template is
 * `<folder>/template.json`; the images its layers show are `media/<sha256>.<ext>` and the account fonts its text
 * names `fonts/<sha256>.<ext>`, beside the template folders, named by their bytes' SHA-256.
 */
export const TEMPLATE_FILE = 'template.json';
const FILE_FORMAT = 'snapforge-template-file';

const HASHED = /^(media|fonts)\/([0-9a-f]{64})\.([a-z0-9]{1,8})$/;
const TEMPLATE_PATH = /^([a-z0-9][a-z0-9-]{0,79})\/template\.json$/;

/** What a folder's path is: a template's file (and its folder), a media or font file (and its hash), or neither. */
export function pathKind(
  path: string,
): { kind: 'template'; folder: string } | { kind: 'media' | 'fonts'; sha256: string } | null {
  const t = TEMPLATE_PATH.exec(path);
  if (t) return { kind: 'template', folder: t[1] };
  const h = HASHED.exec(path);
  return h ? { kind: h[1] as 'media' | 'fonts', sha256: h[2] } : null;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file's path by its bytes: `media/<sha256>.png`. */
export const hashedPath = (dir: 'media' | 'fonts', bytes: Uint8Array, extension: string) =>
  `${dir}/${sha256(bytes)}.${extension.toLowerCase()}`;

/** The file's own keys, strict: a key this version does not know is refused, not dropped. */
export const templateFileSchema = z.strictObject({
  format: z.literal(FILE_FORMAT),
  version: z.literal(1),
  title: z.unknown(),
  size: z.unknown(),
  width: z.unknown(),
  height: z.unknown(),
  background_color: z.unknown(),
  fonts: z.array(z.string().regex(/^fonts\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/)).max(100),
  animation: z.unknown().optional(),
  sizes: z.unknown().optional(),
  locales: z.unknown().optional(),
  print: z.unknown().optional(),
  layers: z.array(z.unknown()),
});

// Keys first in this order, wherever they appear; then the rest alphabetically; `layers` last, so a design's
// dimensions read before its (long) layer list, and a layer opens with its name and type.
const FIRST = ['format', 'version', 'layer', 'type', 'title', 'size', 'width', 'height', 'background_color', 'fonts'];
const LAST = ['layers'];
const rank = (k: string) => (FIRST.includes(k) ? FIRST.indexOf(k) : LAST.includes(k) ? 1000 : 100);

/** A value with every object's keys in the file's fixed order (arrays keep theirs). */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, ordered((value as Record<string, unknown>)[k])]));
}

/**
 * A design as its file's text: fixed key order, two-space indent (one layer a block), a final newline. The
 * same design always gives the same bytes, whichever server or key order it came from.
 */
export function templateFileText(design: TemplateDesignFields, fonts: string[]): string {
  const file = { format: FILE_FORMAT, version: 1, ...design, fonts: [...new Set(fonts)].sort() };
  return JSON.stringify(ordered(JSON.parse(JSON.stringify(file))), null, 2) + '\n';
}

/** Each image layer's `image_url` through `f` (file paths to server references, and back). */
export const withImageUrls = (layers: Layer[], f: (url: string) => string): Layer[] =>
  layers.map((l) => (l?.type === 'image' && typeof l.image_url === 'string' ? { ...l, image_url: f(l.image_url) } : l));

const slug = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'template';

/**
 * Each template's folder, in the order given (oldest first): its title's words, with `-2`, `-3`... for a
 * title another template took first. Both servers of a round trip name them alike: push creates new
 * folders' templates in their folders' order.
 */
export function folderNames(titles: string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = slug(title);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
    taken.add(name);
    return name;
  });
}
