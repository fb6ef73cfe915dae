import type { Snap } from '../generated/prisma/client.js';
import type { LayerVariant, TemplateDesign } from '../templates/layer-schema.js';
import { checkVariants, layerVariants, lenientVariants, type Variant } from '../templates/variant.js';
import { isObject, type Checker } from '../validation/checker.js';

/** A multi-page PDF takes at most this many pages (a batch's limit: one request, at most 100 renders' worth). */
export const MAX_PAGES = 100;

/** One page of a multi-page PDF request: a template and its variants. */
export interface SnapPageCommand {
  templateId: string;
  variants?: Variant[] | null;
}

export interface ValidSnapPage {
  templateUuid: string;
  variants: LayerVariant[] | null;
}

/** A page as a multi-page snap stores it (`snaps.pages`): what it draws and which template it came from. */
export interface StoredPage {
  templateId: number;
  templateUuid: string;
  templateTitle: string;
  templateVersion: number;
  design: TemplateDesign;
  variants: LayerVariant[] | null;
}

/** `pages`: 1 to MAX_PAGES pages, each naming a template, with variants checked as a snap's. */
export function checkPages(c: Checker, value: unknown): ValidSnapPage[] | null {
  const list = c.list('pages', value);
  if (list === null) return null;
  if (list.length === 0) c.fail('pages', 'The pages field must have at least 1 item.');
  if (list.length > MAX_PAGES) {
    c.fail('pages', `A document takes at most ${MAX_PAGES} pages; this one has ${list.length}. Split it into documents of ${MAX_PAGES} pages or fewer.`);
    return null;
  }
  return list.map((raw, i) => {
    const page = c.object(`pages.${i}`, raw) ?? {};
    const templateUuid = c.required(`pages.${i}.templateId`, page.templateId) ? c.string(`pages.${i}.templateId`, page.templateId) : null;
    const variants = checkVariants(c, `pages.${i}.variants`, page.variants);
    return { templateUuid: templateUuid ?? '', variants: variants && layerVariants(variants) };
  });
}

/** REST's edge: each page's variants made lenient, as a snap's are (the spec gives variants no validation). */
export const lenientPages = (value: unknown): unknown =>
  Array.isArray(value) ? value.map((p) => (isObject(p) ? { templateId: p.templateId, variants: lenientVariants(p.variants) } : p)) : value;

/** A multi-page snap's pages; null for a snap of one template. */
export const pagesOf = (snap: Pick<Snap, 'pages'>): StoredPage[] | null => (Array.isArray(snap.pages) ? (snap.pages as unknown as StoredPage[]) : null);

/** How many pages a snap has, which is what it costs in credits. */
export const pageCount = (snap: Pick<Snap, 'pages'>): number => pagesOf(snap)?.length ?? 1;
