import type { Snap } from '../generated/prisma/client.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import type { LayerVariant } from '../design/layers/layer-schema.js';
import { checkVariants, layerVariants, lenientVariants, type Variant } from '../templates/variant.js';
import { Checker, only, type FieldSet, type Untyped } from '../validation/checker.js';
import { fieldWords } from '../validation/sentences.js';
import {
  checkPages,
  lenientPages,
  type SnapPageCommand,
  type ValidSnapPage,
} from '../render-requests/document-pages.js';
import { checkWebhookUrl } from '../render-requests/webhook-url.js';
import { checkIdempotencyKey } from '../render-requests/idempotency-key.js';
import { checkRenderOptions, type RenderOptions } from '../render-requests/render-options.js';
import { checkTemplateVersion } from '../render-requests/template-version.js';
import {
  checkRenderVariations,
  type RenderVariations,
  type RenderVariationsCommand,
} from '../render-requests/render-variations.js';
import type { PdfOptionsCommand } from '../render-requests/pdf-options.js';
import { checkSnapPdfOptions, type PdfFilesCommand, type SnapPdfOptions } from './pdf-files.js';
import type { MotionOptionsCommand } from '../render-requests/motion-options.js';

/** POST /v1/snaps in the core's vocabulary: what GraphQL's createSnap, REST (through it) and forms ask for. */
export interface CreateSnapCommand
  extends PdfOptionsCommand, PdfFilesCommand, MotionOptionsCommand, RenderVariationsCommand {
  templateId?: string | null;
  /** With `templateId`: the published version to draw (docs/api.md "Versions"); absent: the latest. */
  templateVersion?: number | null;
  collectionId?: string | null;
  type?: string | null;
  format?: string | null;
  transparent?: boolean | null;
  async?: boolean | null;
  webhookUrl?: string | null;
  variants?: Variant[] | null;
  idempotencyKey?: string | null;
  /** A multi-page PDF: its pages in order, instead of `templateId` or `collectionId`. */
  pages?: SnapPageCommand[] | null;
  /** With `collectionId` and type pdf: the collection as one PDF, a page per template in its order. */
  merge?: boolean | null;
  /** Only REST bodies carry it, to be refused: a snap is rendered at the template size. */
  scale?: unknown;
}

// Sizes and locales are GraphQL's only: the spec's snap body answers one snap per template (docs/api.md "Sizes").
const COMMAND_FIELDS: FieldSet<Omit<CreateSnapCommand, keyof RenderVariationsCommand>> = {
  templateId: true,
  templateVersion: true,
  collectionId: true,
  type: true,
  format: true,
  transparent: true,
  async: true,
  webhookUrl: true,
  variants: true,
  idempotencyKey: true,
  pages: true,
  merge: true,
  bleed: true,
  cropMarks: true,
  title: true,
  lang: true,
  pdfStandard: true,
  flatten: true,
  pdfProtection: true,
  attachments: true,
  pdfSignature: true,
  frameAt: true,
  dither: true,
  palette: true,
  scale: true,
};

export interface CreatedSnaps {
  snaps: Snap[];
  replayed: boolean;
  /** The messages the locale asked had not, shown in the default locale's words (docs/rendering.md "Locales"). */
  missingMessages?: string[];
}

/** A checked command, named like the snap it becomes; it is also what an idempotency key fingerprints. */
export interface ValidSnapCommand extends RenderOptions, RenderVariations {
  templateUuid: string | null;
  /** The published version asked; absent: the latest (absent, not null, so older commands fingerprint as before). */
  templateVersion?: number;
  collectionUuid: string | null;
  isAsync: boolean;
  webhookUrl: string | null;
  variants: LayerVariant[] | null;
  idempotencyKey: string | null;
  pages: ValidSnapPage[] | null;
  merge: boolean;
  /** A PDF's options (pdf-files.ts), stored with the snap; null when none were asked. */
  pdfOptions: SnapPdfOptions | null;
}

const present = (v: unknown) => v !== undefined && v !== null;

/** Every rule of POST /v1/snaps; the webhook URL's outbound-policy check (a DNS lookup) only with `policy`. */
async function checkSnapCommand(
  c: Checker,
  input: Untyped<CreateSnapCommand>,
  policy: OutboundPolicy,
): Promise<ValidSnapCommand> {
  // Refused, not ignored: a caller who sends it expects a resized output (docs/rendering.md "Output").
  if (present(input.scale))
    c.failType(
      'scale',
      'The scale field is not supported: a snap is rendered at the template size; make a template of the size you need.',
    );
  const templateUuid = c.string('templateId', input.templateId);
  const collectionUuid = c.string('collectionId', input.collectionId);
  const templateVersion = checkTemplateVersion(c, input.templateVersion, input.templateId);
  const pages = checkPages(c, input.pages);
  if (present(input.pages)) {
    // A document names its templates page by page.
    for (const field of ['templateId', 'collectionId'] as const)
      if (present(input[field])) c.fail(field, `The ${fieldWords(field)} field is prohibited when pages is present.`);
    if (present(input.variants))
      c.fail('variants', 'The variants field is prohibited when pages is present: each page takes its own variants.');
  } else if (!present(input.templateId) && !present(input.collectionId))
    c.fail('templateId', 'The template id field is required when collection id is not present.');
  if (present(input.templateId) && present(input.collectionId))
    c.fail('templateId', 'The template id field is prohibited when collection id is present.');
  const options = checkRenderOptions(c, input);
  const merge = c.boolean('merge', input.merge) ?? false;
  if (merge && !present(input.collectionId)) c.fail('merge', 'The merge field is only valid with collection id.');
  for (const [field, asked] of [
    ['pages', present(input.pages)],
    ['merge', merge],
  ] as const)
    if (asked && options.type !== 'pdf')
      c.fail(field, `The ${field} field is only valid for type pdf: a multi-page document is a PDF.`);
  const isAsync = c.boolean('async', input.async) ?? false;
  const webhookUrl = await checkWebhookUrl(c, policy, input.webhookUrl);
  if (isAsync && !present(input.webhookUrl))
    c.fail('webhookUrl', 'The webhook url field is required when async is true.');
  const variants = checkVariants(c, 'variants', input.variants);
  const pdfOptions = checkSnapPdfOptions(c, input, options.type);
  const variations = checkRenderVariations(c, input);
  if (variations.sizes && !present(input.templateId))
    c.fail('sizes', 'The sizes field is only valid with template id.');
  const idempotencyKey = checkIdempotencyKey(c, input.idempotencyKey);
  if (present(input.idempotencyKey) && present(input.collectionId))
    c.fail('idempotencyKey', 'The idempotency key field is not supported with collection id.');
  return {
    templateUuid,
    ...(templateVersion !== null && { templateVersion }),
    collectionUuid,
    ...options,
    isAsync,
    webhookUrl,
    variants: variants && layerVariants(variants),
    idempotencyKey,
    pages,
    merge,
    pdfOptions,
    ...variations,
  };
}

export async function validateSnapCommand(
  command: Untyped<CreateSnapCommand>,
  policy: OutboundPolicy,
): Promise<ValidSnapCommand> {
  const c = new Checker();
  const valid = await checkSnapCommand(c, command, policy);
  c.done();
  return valid;
}

/**
 * A REST body (under camelCase names) as the command: its own fields, its variants made lenient (the
 * spec gives them no validation: what cannot apply is dropped). Nothing is checked here: the service does.
 */
export function snapCommandOf(body: Record<string, unknown>): Untyped<CreateSnapCommand> {
  const input = only(body, COMMAND_FIELDS);
  return {
    ...input,
    variants: lenientVariants(input.variants),
    ...(input.pages !== undefined && { pages: lenientPages(input.pages) }),
  };
}
