import { ValidationError } from '../errors/validation-error.js';
import type { Layer } from '../design/layers/layer-schema.js';
import { parseTemplateWrite, type TemplateDesignFields } from '../templates/template-input.js';
import { fileReference } from '../storage/file-addresses.js';
import { checkInputHygiene } from '../validation/input-hygiene.js';
import { fromZod } from '../validation/zod-errors.js';
import { pathKind, sha256, templateFileSchema, TEMPLATE_FILE, withImageUrls } from './template-file-format.js';

/** One template of a pushed folder: its folder, its design (images as folder paths) and the fonts it lists. */
export interface FolderTemplate {
  folder: string;
  design: TemplateDesignFields;
  fonts: string[];
  /** The folder's media files its layers show. */
  media: string[];
}

export interface Folder {
  templates: FolderTemplate[];
  files: Map<string, Buffer>;
}

const refuse = (message: string) => ValidationError.of('file', message);

/** A refusal of the design's rules, told with the file it came from. */
const inFile = (path: string) => (e: unknown) => {
  if (e instanceof ValidationError) {
    const [field, messages] = Object.entries(e.errors)[0] ?? ['', [e.message]];
    throw refuse(`${path}: ${field ? `${field}: ` : ''}${messages[0]}`);
  }
  throw e;
};

// While a design is checked, its folder images stand in as references no stored file has.
const PLACEHOLDER = fileReference('template-files/');

/**
 * A pushed folder, read and checked whole before anything is stored: every path one the format names, every
 * media and font file's bytes matching the hash its name states, every template.json the format's keys and
 * nothing else, its design a template write's rules (as a create would), every file it names present.
 */
export function readFolder(entries: Map<string, Buffer>): Folder {
  const folders = new Map<string, string>();
  for (const [path, bytes] of entries) {
    const kind = pathKind(path);
    if (!kind)
      throw refuse(
        `${path} is not a template file: a folder holds <folder>/${TEMPLATE_FILE}, media/<sha256>.<ext> and fonts/<sha256>.<ext>.`,
      );
    if (kind.kind !== 'template' && sha256(bytes) !== kind.sha256)
      throw refuse(`${path}: its bytes' SHA-256 is ${sha256(bytes)}, not the ${kind.sha256} its name states.`);
    if (kind.kind === 'template') folders.set(path, kind.folder);
  }
  // The files first, then the templates that name them.
  const templates = [...folders].map(([path, folder]) => readTemplate(path, folder, entries.get(path)!, entries));
  if (templates.length === 0) throw refuse(`The folder holds no <folder>/${TEMPLATE_FILE}.`);
  return { templates: templates.sort((a, b) => byFolder(a.folder, b.folder)), files: entries };
}

/** Folder order: `card`, `card-2`, `card-10` (numbers as numbers), so templates are created as they were named. */
const byFolder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function readTemplate(path: string, folder: string, bytes: Buffer, entries: Map<string, Buffer>): FolderTemplate {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse(`${path} is not valid JSON.`);
  }
  const unsafe = checkInputHygiene(value);
  if (unsafe) throw refuse(`${path}: ${unsafe.message}`);
  const parsed = templateFileSchema.safeParse(value);
  if (!parsed.success) inFile(path)(fromZod(parsed.error));
  const { format: _f, version: _v, fonts, ...input } = parsed.data!;
  for (const font of fonts)
    if (!entries.has(font)) throw refuse(`${path} names ${font}, which the folder does not hold.`);
  const media = new Set<string>();
  // Folder images become placeholders for the write's checks, then folder paths again.
  const layers = withImageUrls(input.layers as Layer[], (url) => {
    if (!url.startsWith('media/')) return url;
    if (!entries.has(url)) throw refuse(`${path} names ${url}, which the folder does not hold.`);
    media.add(url);
    return PLACEHOLDER + url;
  });
  let design: TemplateDesignFields;
  try {
    design = parseTemplateWrite({ ...input, layers });
  } catch (e) {
    inFile(path)(e);
  }
  const back = withImageUrls(design!.layers, (url) =>
    url.startsWith(PLACEHOLDER) ? url.slice(PLACEHOLDER.length) : url,
  );
  return { folder, design: { ...design!, layers: back }, fonts, media: [...media] };
}
