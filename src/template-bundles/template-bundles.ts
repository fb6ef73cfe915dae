import { basename } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Caller } from '../accounts/caller.js';
import { parseFontFile } from '../fonts/font-file.js';
import type { Template } from '../generated/prisma/client.js';
import { checkStoredImage } from '../media/image-upload.js';
import { textFontFamilies, uploadedFamilyNamed } from '../render/index.js';
import { fileReference } from '../storage/file-addresses.js';
import type { Layer } from '../design/layers/layer-schema.js';
import { parseTemplateWrite } from '../templates/template-input.js';
import { publishedDesign } from '../templates/published-design.js';
import { ValidationError } from '../errors/validation-error.js';
import { fromZod } from '../validation/zod-errors.js';
import { checkInputHygiene } from '../validation/input-hygiene.js';
import {
  BUNDLE_URL,
  MANIFEST,
  MAX_BUNDLE_BYTES,
  manifestSchema,
  type BundleFile,
  type Manifest,
} from './bundle-format.js';
import { unpackBundle } from './bundle-unpacker.js';
import { TemplateFiles, type DesignServices } from './template-files.js';

export interface TemplateBundle {
  fileName: string;
  data: Buffer;
}

const refuse = (message: string) => ValidationError.of('file', message);

/** A file name of the title's words, safe in a Content-Disposition header. */
const bundleName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'template'
  }.snapforge.zip`;

/** Designs that move: a template exported with what it uses, and imported into another account or instance. */
export class TemplateBundles {
  /** The account's templates as a folder of text files (template-files.ts), pulled and pushed. */
  readonly files: TemplateFiles;

  constructor(private readonly d: DesignServices) {
    this.files = new TemplateFiles(d);
  }

  /** The published design, the images of this server's it shows, and the account fonts its text names. */
  async export(caller: Caller, uuid: string): Promise<TemplateBundle> {
    const template = await this.d.templates.byUuid(caller, uuid);
    const design = publishedDesign(template);
    const files: Zippable = {};
    const media: BundleFile[] = [];
    const layers = await Promise.all(
      design.layers.map(async (layer): Promise<Layer> => {
        if (layer.type !== 'image' || !layer.image_url) return layer;
        const key = this.d.storage.keyOf(layer.image_url);
        const bytes = key === null ? null : await this.d.storage.read(key);
        if (key === null || !bytes) return layer;
        const path = `media/${basename(key)}`;
        if (!files[path]) {
          // Images are compressed already: stored, not deflated again.
          files[path] = [bytes, { level: 0 }];
          const row = await this.d.prisma.media.findFirst({
            where: { accountId: caller.accountId, mediaKey: key },
            select: { fileName: true },
          });
          media.push({ path, file_name: row?.fileName ?? basename(key) });
        }
        return { ...layer, image_url: BUNDLE_URL + path };
      }),
    );
    const fonts = await this.fontsOf(caller, design.layers, files);
    const manifest: Manifest = {
      format: 'snapforge-template',
      version: 1,
      template: {
        title: design.title,
        size: design.size,
        width: design.width,
        height: design.height,
        background_color: design.background_color,
        layers,
        ...(design.animation && { animation: design.animation }),
        ...(design.sizes && { sizes: design.sizes }),
        ...(design.locales && { locales: design.locales }),
        ...(design.print && { print: design.print }),
      },
      media,
      fonts,
    };
    files[MANIFEST] = strToU8(JSON.stringify(manifest, null, 2));
    return { fileName: bundleName(design.title), data: Buffer.from(zipSync(files)) };
  }

  /** Every face of each account family a text layer names. */
  private async fontsOf(caller: Caller, layers: Layer[], files: Zippable): Promise<BundleFile[]> {
    const own = await this.d.prisma.accountFont.findMany({ where: { accountId: caller.accountId } });
    const names = new Set(own.map((f) => f.familyKey));
    const named = new Set(textFontFamilies(layers).map((f) => uploadedFamilyNamed(f, names)));
    const fonts: BundleFile[] = [];
    for (const font of own.filter((f) => named.has(f.familyKey))) {
      const bytes = await this.d.storage.read(font.fileKey);
      if (!bytes) continue;
      const path = `fonts/${basename(font.fileKey)}`;
      files[path] = bytes;
      fonts.push({ path, file_name: font.fileName });
    }
    return fonts;
  }

  /**
   * A new template in the caller's account from a bundle, its images added to their media library (an
   * image they have already is used, not copied) and its fonts to their fonts (a face they have
   * already is kept). Everything is checked before anything is stored: a bad bundle changes nothing.
   */
  async import(caller: Caller, file: File | null | undefined): Promise<Template> {
    if (!file) throw refuse('The file field is required.');
    if (file.size > MAX_BUNDLE_BYTES)
      throw refuse(`The file must not be greater than ${MAX_BUNDLE_BYTES / 1024} kilobytes.`);
    const entries = await unpackBundle(await file.bytes());
    const manifest = this.manifestOf(entries);
    const entry = (f: BundleFile) => {
      const bytes = entries.get(f.path);
      if (!bytes) throw refuse(`The bundle names ${f.path}, which it does not hold.`);
      return bytes;
    };
    // The design's own rules first (a 422 names the field, as a create would), with the bundle's images as they are.
    parseTemplateWrite(manifest.template);
    const images = await Promise.all(manifest.media.map((f) => checkStoredImage(entry(f)).catch(inFile(f))));
    const faces = await Promise.all(manifest.fonts.map((f) => parseFontFile(entry(f)).catch(inFile(f))));

    const references = new Map<string, string>();
    for (const [i, f] of manifest.media.entries())
      references.set(
        BUNDLE_URL + f.path,
        fileReference((await this.d.media.adopt(caller, images[i], f.file_name)).mediaKey),
      );
    for (const [i, f] of manifest.fonts.entries())
      await this.d.fonts.store(caller, faces[i], f.file_name, { keepExisting: true });
    const layers = (manifest.template.layers as Layer[]).map((l) =>
      l.type === 'image' && l.image_url?.startsWith(BUNDLE_URL)
        ? { ...l, image_url: references.get(l.image_url) ?? null }
        : l,
    );
    return this.d.templates.create(caller, { ...manifest.template, layers });
  }

  private manifestOf(entries: Map<string, Buffer>): Manifest {
    const json = entries.get(MANIFEST);
    if (!json) throw refuse(`The bundle has no ${MANIFEST}: it must be a ZIP made by a template export.`);
    let value: unknown;
    try {
      value = JSON.parse(json.toString('utf8'));
    } catch {
      throw refuse(`${MANIFEST} is not valid JSON.`);
    }
    // The hygiene of a request body (NUL, lone surrogates, depth), for the JSON a bundle carries.
    const unsafe = checkInputHygiene(value);
    if (unsafe) throw refuse(`${MANIFEST}: ${unsafe.message}`);
    const parsed = manifestSchema.safeParse(value);
    if (!parsed.success) throw fromZod(parsed.error, ['file']);
    return parsed.data;
  }
}

/** A file's refusal, told with the bundle path it came from. */
const inFile = (f: BundleFile) => (e: unknown) => {
  if (e instanceof ValidationError) throw refuse(`${f.path}: ${Object.values(e.errors).flat()[0] ?? e.message}`);
  throw e;
};
