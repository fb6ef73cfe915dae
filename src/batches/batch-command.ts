import { checkTemplateVersion } from '../render-requests/template-version.js';
import { checkImageUrls, type ImageUrlPolicy } from '../render-requests/image-urls.js';
import { checkRenderOptions, type RenderOptions } from '../render-requests/render-options.js';
import type { MotionOptionsCommand } from '../render-requests/motion-options.js';
import {
  checkRenderVariations,
  renderMatrix,
  type RenderVariations,
  type RenderVariationsCommand,
} from '../render-requests/render-variations.js';
import { checkIdempotencyKey } from '../render-requests/idempotency-key.js';
import { checkWebhookUrl } from '../render-requests/webhook-url.js';
import {
  checkPages,
  lenientPages,
  type SnapPageCommand,
  type ValidSnapPage,
} from '../render-requests/document-pages.js';
import { checkPdfOptions, type PdfOptionsCommand, type StoredPdfOptions } from '../render-requests/pdf-options.js';
import type { LayerVariant } from '../design/layers/layer-schema.js';
import { checkVariants, layerVariants, lenientVariants, type Variant } from '../templates/variant.js';
import { Checker, isObject, only, type FieldSet, type Untyped } from '../validation/checker.js';
import type { BatchView } from './batch-view.js';

const MAX_BATCH_ITEMS = 100;
const DEFAULT_BATCH_TITLE = 'API batch';

interface BatchItemCommand {
  identifier?: string | null;
  /** Type pdf: the item's document title (the batch's `title` names the batch). */
  title?: string | null;
  variants?: Variant[] | null;
  /** Type pdf: the item is a multi-page PDF of these pages, instead of the batch's template. */
  pages?: SnapPageCommand[] | null;
}

/** POST /v1/snaps/batches in the core's vocabulary: what GraphQL's createBatch and REST (through it) ask for. */
export interface CreateBatchCommand
  extends Omit<PdfOptionsCommand, 'title'>, MotionOptionsCommand, RenderVariationsCommand {
  templateId: string;
  /** The published version every item draws (docs/api.md "Versions"); absent: the latest. */
  templateVersion?: number | null;
  items: BatchItemCommand[];
  title?: string | null;
  webhookUrl?: string | null;
  type?: string | null;
  format?: string | null;
  transparent?: boolean | null;
  idempotencyKey?: string | null;
}

const COMMAND_FIELDS: FieldSet<CreateBatchCommand> = {
  templateId: true,
  templateVersion: true,
  items: true,
  title: true,
  webhookUrl: true,
  type: true,
  format: true,
  transparent: true,
  idempotencyKey: true,
  bleed: true,
  cropMarks: true,
  lang: true,
  pdfStandard: true,
  frameAt: true,
  dither: true,
  palette: true,
  sizes: true,
  locale: true,
  locales: true,
  messageValues: true,
};
const ITEM_FIELDS: FieldSet<BatchItemCommand> = { identifier: true, title: true, variants: true, pages: true };

export interface CreatedBatch {
  batch: BatchView;
  replayed: boolean;
}

/** A checked command, named like the rows it becomes; it is also what an idempotency key fingerprints. */
export interface ValidBatchCommand extends RenderOptions, RenderVariations {
  templateUuid: string;
  /** The published version asked; absent: the latest (absent, not null, so older commands fingerprint as before). */
  templateVersion?: number;
  /** `pages` and `pdfOptions` only on an item that has them, so a batch without documents fingerprints as before. */
  items: {
    identifier: string;
    variants: LayerVariant[] | null;
    pages?: ValidSnapPage[];
    pdfOptions?: StoredPdfOptions;
  }[];
  title: string;
  webhookUrl: string | null;
  idempotencyKey: string | null;
}

const badImageUrl = (reason: string) => `The image url must be a public http or https address: ${reason}.`;

/** Every rule of POST /v1/snaps/batches; the outbound-policy checks (DNS lookups) only with `policy`. */
async function checkBatchCommand(
  c: Checker,
  input: Untyped<CreateBatchCommand>,
  policy: ImageUrlPolicy,
): Promise<ValidBatchCommand> {
  const templateUuid = c.required('templateId', input.templateId) ? c.string('templateId', input.templateId) : null;
  const templateVersion = checkTemplateVersion(c, input.templateVersion);
  const list = c.required('items', input.items) ? c.list('items', input.items) : null;
  // A matrix batch makes an item per row, locale and size; the interface's 100 items count them all.
  const variations = checkRenderVariations(c, input);
  const perRow = renderMatrix(variations).length;
  let items: { identifier: string; variants: Variant[] | null; pages: ValidSnapPage[] | null; title: unknown }[] = [];
  if (list?.length === 0) c.fail('items', 'The items field must have at least 1 item.');
  else if (list && list.length * perRow > MAX_BATCH_ITEMS)
    c.fail(
      'items',
      perRow === 1
        ? `A batch takes at most ${MAX_BATCH_ITEMS} items; this one has ${list.length}. Split the request into batches of ${MAX_BATCH_ITEMS} or fewer.`
        : `A batch takes at most ${MAX_BATCH_ITEMS} items; this one has ${list.length * perRow} (${list.length} rows × ${perRow} sizes and locales). Split the request into batches of ${MAX_BATCH_ITEMS} or fewer.`,
    );
  else if (list) {
    items = list.map((raw, i) => {
      const item = c.object(`items.${i}`, raw) ?? {};
      const identifier = c.string(`items.${i}.identifier`, item.identifier, 191) ?? `item_${i + 1}`;
      const pages = checkPages(c, item.pages, `items.${i}.pages`);
      if (pages && item.variants != null)
        c.fail(
          `items.${i}.variants`,
          'The variants field is prohibited when pages is present: each page takes its own variants.',
        );
      return { identifier, variants: checkVariants(c, `items.${i}.variants`, item.variants), pages, title: item.title };
    });
    // A page's variants are checked already (keyed by layer property): their image URLs, at the same indexes.
    const pageLists = (i: number, pages: ValidSnapPage[] | null) =>
      (pages ?? []).map((p, j): [string, Variant[] | null] => [
        `items.${i}.pages.${j}.variants`,
        p.variants?.map((v) => ({ layer: v.layer, imageUrl: v.image_url })) ?? null,
      ]);
    await checkImageUrls(
      c,
      policy,
      items.flatMap((item, i): [string, Variant[] | null][] => [
        [`items.${i}.variants`, item.variants],
        ...pageLists(i, item.pages),
      ]),
      badImageUrl,
    );
  }
  const title = c.string('title', input.title, 255) ?? DEFAULT_BATCH_TITLE;
  const webhookUrl = await checkWebhookUrl(c, policy.policy, input.webhookUrl, 2048);
  const options = checkRenderOptions(c, input);
  items.forEach((item, i) => {
    if (item.pages && perRow > 1)
      c.fail(
        `items.${i}.pages`,
        "The pages field is prohibited with sizes or locales: a document is drawn at its own templates' sizes.",
      );
  });
  items.forEach(
    (item, i) =>
      item.pages &&
      options.type !== 'pdf' &&
      c.fail(`items.${i}.pages`, 'The pages field is only valid for type pdf: a multi-page document is a PDF.'),
  );
  const idempotencyKey = checkIdempotencyKey(c, input.idempotencyKey);
  // The batch's document options hold for every item, each with its own title.
  const shared = checkPdfOptions(c, { ...input, title: undefined }, options.type);
  const valid = items.map(({ pages, title, ...item }, i) => {
    const pdfOptions = { ...shared, ...checkPdfOptions(c, { title }, options.type, `items.${i}.`) };
    return {
      ...item,
      variants: item.variants && layerVariants(item.variants),
      ...(pages && { pages }),
      ...(Object.keys(pdfOptions).length > 0 && { pdfOptions }),
    };
  });
  return {
    templateUuid: templateUuid!,
    ...(templateVersion !== null && { templateVersion }),
    items: valid,
    title,
    webhookUrl,
    ...options,
    ...variations,
    idempotencyKey,
  };
}

export async function validateBatchCommand(
  command: Untyped<CreateBatchCommand>,
  policy: ImageUrlPolicy,
): Promise<ValidBatchCommand> {
  const c = new Checker();
  const valid = await checkBatchCommand(c, command, policy);
  c.done();
  return valid;
}

/**
 * A REST body (under camelCase names) as the command: its own fields, each item's variants made
 * lenient as a snap's are, but for an image URL of any type: the spec checks every batch image_url.
 * Nothing is checked here: the service does.
 */
export function batchCommandOf(body: Record<string, unknown>): Untyped<CreateBatchCommand> {
  const input = only(body, COMMAND_FIELDS);
  const items = !Array.isArray(input.items)
    ? input.items
    : input.items.map((item) =>
        isObject(item)
          ? {
              ...only(item, ITEM_FIELDS),
              variants: lenientVariants(item.variants, ['imageUrl']),
              ...(item.pages !== undefined && { pages: lenientPages(item.pages) }),
            }
          : item,
      );
  return { ...input, items };
}
