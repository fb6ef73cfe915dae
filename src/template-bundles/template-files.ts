import { basename, extname } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Caller } from '../accounts/caller.js';
import type { Db } from '../db/database.js';
import { ValidationError } from '../errors/validation-error.js';
import type { FontService } from '../fonts/font-service.js';
import { parseFontFile } from '../fonts/font-file.js';
import type { Template } from '../generated/prisma/client.js';
import { checkStoredImage } from '../media/image-upload.js';
import type { MediaService } from '../media/media-service.js';
import { textFontFamilies, uploadedFamilyNamed } from '../render/index.js';
import { fileReference } from '../storage/file-addresses.js';
import type { Storage } from '../storage/storage.js';
import { designDiff } from '../templates/design-diff.js';
import type { Layer } from '../design/layers/layer-schema.js';
import { publishedDesign } from '../templates/published-design.js';
import type { TemplateDesignFields } from '../templates/template-input.js';
import type { TemplateService } from '../templates/template-service.js';
import { MAX_BUNDLE_BYTES } from './bundle-format.js';
import { unpackBundle } from './bundle-unpacker.js';
import { folderNames, hashedPath, templateFileText, TEMPLATE_FILE, withImageUrls } from './template-file-format.js';
import { readFolder, type FolderTemplate } from './template-folder.js';

/** What a push did, or would do, to one template: `added`, `changed` (with the changes in words) or `unchanged`. */
export interface TemplateFileChange {
  folder: string;
  title: string;
  status: 'added' | 'changed' | 'unchanged';
  changes: string[];
}

/** A server template as its file: the design with images as folder paths, and those files' bytes. */
interface AsFile {
  template: Template;
  design: TemplateDesignFields;
  fonts: string[];
  files: Map<string, Uint8Array>;
}

/** What moving designs uses: the templates, the media library and fonts they show, and the stored files. */
export interface DesignServices {
  prisma: Db;
  storage: Storage;
  templates: TemplateService;
  media: MediaService;
  fonts: FontService;
}

interface AccountFonts {
  families: Set<string>;
  faces: { familyKey: string; bytes: Buffer; path: string }[];
}

/**
 * Template files (docs/template-files.md): an account's templates as a folder of text files, and a folder
 * pushed back, idempotently. A folder travels as a ZIP, so a push is unpacked under the bundle's bounds.
 */
export class TemplateFiles {
  constructor(private readonly d: DesignServices) {}

  /** The account's templates (published designs), oldest first, as the folder's files in a ZIP. */
  async pull(caller: Caller): Promise<Buffer> {
    const files: Zippable = {};
    for (const [folder, t] of await this.asFiles(caller, await this.accountFonts(caller))) {
      files[`${folder}/${TEMPLATE_FILE}`] = strToU8(templateFileText(t.design, t.fonts));
      // Images and fonts are compressed already: stored, not deflated again.
      for (const [path, bytes] of t.files) files[path] = [bytes, { level: 0 }];
    }
    return Buffer.from(zipSync(files));
  }

  /**
   * A pushed folder (a ZIP of it): each template added, changed (published as its next version) or left
   * untouched when its file is what a pull would write. Everything is checked first: a bad folder stores
   * nothing. `dryRun`: the same answer, nothing stored.
   */
  async push(caller: Caller, file: File | null | undefined, dryRun: boolean): Promise<TemplateFileChange[]> {
    if (!file) throw ValidationError.of('file', 'The file field is required.');
    if (file.size > MAX_BUNDLE_BYTES)
      throw ValidationError.of('file', `The file must not be greater than ${MAX_BUNDLE_BYTES / 1024} kilobytes.`);
    const folder = readFolder(await unpackBundle(await file.bytes()));
    const used = new Set(folder.templates.flatMap((t) => [...t.media, ...t.fonts]));
    const images = new Map(
      await Promise.all(
        [...used]
          .filter((p) => p.startsWith('media/'))
          .map(async (p) => [p, await checked(p, checkStoredImage, folder.files)] as const),
      ),
    );
    const faces = new Map(
      await Promise.all(
        [...used]
          .filter((p) => p.startsWith('fonts/'))
          .map(async (p) => [p, await checked(p, parseFontFile, folder.files)] as const),
      ),
    );
    const fonts = await this.accountFonts(caller);
    const current = await this.asFiles(caller, fonts);
    // The files the account holds already: a listed font among them is not a change.
    const stored = new Set([...current.values()].flatMap((t) => [...t.files.keys()]));
    for (const f of fonts.faces) stored.add(f.path);

    const changes = folder.templates.map((t) => change(t, current.get(t.folder), stored));
    if (dryRun) return changes;
    const references = new Map<string, string>();
    for (const [i, t] of folder.templates.entries()) {
      if (changes[i].status === 'unchanged') continue;
      for (const path of t.media)
        if (!references.has(path))
          references.set(
            path,
            fileReference((await this.d.media.adopt(caller, images.get(path)!, basename(path))).mediaKey),
          );
      for (const path of t.fonts.filter((p) => !stored.has(p))) {
        await this.d.fonts.store(caller, faces.get(path)!, basename(path), { keepExisting: true });
        stored.add(path);
      }
      const layers = withImageUrls(t.design.layers, (url) => references.get(url) ?? url);
      const input = {
        ...t.design,
        layers,
        animation: t.design.animation ?? null,
        sizes: t.design.sizes ?? null,
        locales: t.design.locales ?? null,
        print: t.design.print ?? null,
      };
      const existing = current.get(t.folder);
      if (existing) await this.d.templates.update(caller, existing.template.id, input);
      else await this.d.templates.create(caller, input);
    }
    return changes;
  }

  /** Every template of the account as its file, by folder. */
  private async asFiles(caller: Caller, fonts: AccountFonts): Promise<Map<string, AsFile>> {
    const templates = await this.d.prisma.template.findMany({
      where: { accountId: caller.accountId },
      orderBy: { id: 'asc' },
    });
    const names = folderNames(templates.map((t) => t.title));
    const out = new Map<string, AsFile>();
    for (const [i, template] of templates.entries()) {
      const files = new Map<string, Uint8Array>();
      const design = publishedDesign(template);
      const mapped = await this.imagesAsPaths(design.layers, files);
      const named = new Set(textFontFamilies(design.layers).map((f) => uploadedFamilyNamed(f, fonts.families)));
      const fontPaths: string[] = [];
      for (const f of fonts.faces.filter((f) => named.has(f.familyKey))) {
        files.set(f.path, f.bytes);
        fontPaths.push(f.path);
      }
      out.set(names[i], { template, design: { ...design, layers: mapped }, fonts: fontPaths, files });
    }
    return out;
  }

  /** Image layers showing this server's files as `media/<sha256>.<ext>`, the files added to `files`. */
  private async imagesAsPaths(layers: Layer[], files: Map<string, Uint8Array>): Promise<Layer[]> {
    const paths = new Map<string, string>();
    for (const l of layers) {
      const key = l.type === 'image' && l.image_url ? this.d.storage.keyOf(l.image_url) : null;
      if (key === null || paths.has(key)) continue;
      const bytes = await this.d.storage.read(key);
      if (!bytes) continue;
      const path = hashedPath('media', bytes, extname(key).slice(1) || 'bin');
      paths.set(key, path);
      files.set(path, bytes);
    }
    return withImageUrls(layers, (url) => {
      const key = this.d.storage.keyOf(url);
      return (key !== null && paths.get(key)) || url;
    });
  }

  /** The account's fonts, each face's bytes and path. */
  private async accountFonts(caller: Caller): Promise<AccountFonts> {
    const own = await this.d.prisma.accountFont.findMany({
      where: { accountId: caller.accountId },
      orderBy: { id: 'asc' },
    });
    const faces: AccountFonts['faces'] = [];
    for (const f of own) {
      const bytes = await this.d.storage.read(f.fileKey);
      if (bytes)
        faces.push({
          familyKey: f.familyKey,
          bytes,
          path: hashedPath('fonts', bytes, extname(f.fileKey).slice(1) || 'bin'),
        });
    }
    return { families: new Set(own.map((f) => f.familyKey)), faces };
  }
}

/** A folder file's own check (an image's, a font's), its refusal told with the path. */
async function checked<T>(path: string, check: (b: Buffer) => Promise<T>, files: Map<string, Buffer>): Promise<T> {
  try {
    return await check(files.get(path)!);
  } catch (e) {
    if (e instanceof ValidationError)
      throw ValidationError.of('file', `${path}: ${Object.values(e.errors).flat()[0] ?? e.message}`);
    throw e;
  }
}

/** How a pushed template differs from the server's of the same folder, in words (the version diff's sentences). */
function change(t: FolderTemplate, server: AsFile | undefined, stored: Set<string>): TemplateFileChange {
  const base = { folder: t.folder, title: t.design.title };
  if (!server) return { ...base, status: 'added', changes: [`new template "${t.design.title}"`] };
  const missing = t.fonts.filter((p) => !stored.has(p)).map((p) => `adds font ${p}`);
  const same = templateFileText(t.design, []) === templateFileText(server.design, []);
  if (same && missing.length === 0) return { ...base, status: 'unchanged', changes: [] };
  return { ...base, status: 'changed', changes: [...(same ? [] : designDiff(server.design, t.design)), ...missing] };
}
