import type { Caller } from '../accounts/caller.js';
import type { FontService } from '../fonts/font-service.js';
import type { Template } from '../generated/prisma/client.js';
import type { MediaService } from '../media/media-service.js';
import type { ConvertedImage } from '../media/image-upload.js';
import { fileReference } from '../storage/file-addresses.js';
import { parseTemplateWrite } from '../templates/template-input.js';
import type { TemplateService } from '../templates/template-service.js';
import { ValidationError } from '../errors/validation-error.js';
import { DESIGN_KINDS, sniffDesignKind, type DesignKind } from './design-kind.js';
import type { DraftDesign, ImportNote } from './draft-design.js';
import { checkedImage } from './pending-image.js';
import { matchFont } from './font-match.js';
import { importPsd } from './psd-importer.js';
import { importSvg } from './svg-import.js';
import { importFigma } from './figma/figma-importer.js';

/** The largest design file an import reads (an SVG is held to the sanitiser's own 2 MB). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** One template an import made, with the report of what was approximated in it. */
export interface ImportedTemplate {
  template: Template;
  report: ImportNote[];
}

/** An import: the first (for SVG and PSD the only) template and its report, and every template made, in order. */
export interface DesignImport extends ImportedTemplate {
  kind: DesignKind;
  templates: ImportedTemplate[];
}

const refuse = (message: string) => ValidationError.of('file', message);

type Checked = {
  draft: DraftDesign;
  design: Record<string, unknown>;
  layers: Record<string, unknown>[];
  images: (ConvertedImage | null)[];
};

/**
 * Design files (SVG, PSD, Figma) made into new templates, each with a report of what was approximated
 * (docs/import.md). Everything is read and checked before anything is stored: a file refused leaves
 * no image, font or template behind. A Figma file makes a template of each top-level frame, or of the
 * one `frame` names.
 */
export class DesignImports {
  constructor(
    private readonly d: {
      templates: TemplateService;
      media: MediaService;
      fonts: FontService;
    },
  ) {}

  async import(
    caller: Caller,
    file: File | null | undefined,
    kind?: string | null,
    frame?: string | null,
  ): Promise<DesignImport> {
    if (!file) throw refuse('The file field is required.');
    if (file.size > MAX_IMPORT_BYTES)
      throw refuse(`The file must not be greater than ${MAX_IMPORT_BYTES / 1024} kilobytes.`);
    if (kind && !(DESIGN_KINDS as readonly string[]).includes(kind))
      throw ValidationError.of('kind', `The kind must be one of: ${DESIGN_KINDS.join(', ')}.`);
    const bytes = await file.bytes();
    const read = (kind as DesignKind | undefined) ?? sniffDesignKind(bytes);
    if (!read) throw refuse('The file must be an SVG, a PSD or a Figma file (the JSON of GET /v1/files/:key).');
    if (frame && read !== 'figma') throw ValidationError.of('frame', 'Only a Figma file has frames to name.');
    const drafts = await this.read(read, bytes, file.name, frame || undefined);
    const families = await this.d.fonts.families(caller);
    const checked: Checked[] = [];
    for (const draft of drafts) checked.push(await this.check(draft, families));

    const templates: ImportedTemplate[] = [];
    for (const c of checked) templates.push({ template: await this.store(caller, c), report: c.draft.notes });
    return { ...templates[0], kind: read, templates };
  }

  /** A draft's fonts matched, then its design held to a template write's rules and its images to an upload's. */
  private async check(draft: DraftDesign, families: FontFamilies): Promise<Checked> {
    matchFonts(draft, families);
    const layers = draft.layers.map(({ image, ...l }) => (image ? { ...l, image_url: null } : l));
    const design = {
      title: draft.title,
      width: draft.width,
      height: draft.height,
      background_color: draft.background_color,
    };
    // The design's own rules first (a 422 names the field, as a create would), then every image's.
    parseTemplateWrite({ ...design, layers });
    const images = await Promise.all(draft.layers.map((l) => (l.image ? checkedImage(l.image) : null)));
    return { draft, design, layers, images };
  }

  private async store(caller: Caller, { draft, design, layers, images }: Checked): Promise<Template> {
    for (const [i, image] of images.entries())
      if (image)
        layers[i] = {
          ...layers[i],
          image_url: fileReference((await this.d.media.adopt(caller, image, draft.layers[i].image!.fileName)).mediaKey),
        };
    return this.d.templates.create(caller, { ...design, layers });
  }

  private async read(kind: DesignKind, bytes: Uint8Array, fileName: string, frame?: string): Promise<DraftDesign[]> {
    if (kind === 'svg') return [importSvg(bytes, fileName)];
    if (kind === 'psd') return [await importPsd(bytes, fileName)];
    return importFigma(bytes, frame);
  }
}

type FontFamilies = Awaited<ReturnType<FontService['families']>>;

/** Each text layer's font matched by family name to a bundled or uploaded one; the report names those that are not. */
function matchFonts(draft: DraftDesign, families: FontFamilies): void {
  for (const layer of draft.layers) {
    if (layer.type !== 'text' || typeof layer.font_family !== 'string') continue;
    const named = layer.font_family;
    const match = matchFont(named, families);
    if (match) {
      layer.font_family = match.family;
      if (layer.font_weight === undefined || layer.font_weight === 'normal') layer.font_weight = match.weight;
      if (match.style === 'italic') layer.font_style = 'italic';
      continue;
    }
    layer.font_family = 'sans';
    draft.notes.push({
      layer: layer.layer,
      message: `The font "${named}" is neither bundled nor uploaded: drawn in the default sans until that family is uploaded (then set font_family).`,
    });
  }
}
