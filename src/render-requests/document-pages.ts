import type { SqlSession } from '../db/sql-runner.js';
import type { Snap } from '../generated/prisma/client.js';
import {
  requestedTemplate,
  type RenderableTemplate,
  type RequestedTemplate,
} from '../templates/renderable-template.js';
import { fieldWords, invalidChoice } from '../validation/sentences.js';
import { ValidationError } from '../errors/validation-error.js';
import type { LayerVariant } from '../design/layers/layer-schema.js';
import type { StoredPage } from './snap-row.js';
import { checkVariants, layerVariants, lenientVariants, variantFields, type Variant } from '../templates/variant.js';
import type { FieldTable } from '../validation/field-table.js';
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

/** A page of a multi-page snap (a batch item's too), as the resource shows it and a request names it. */
export const snapPageFields = {
  templateId: 'template_id',
  templateTitle: 'template_title',
  variants: ['variants', variantFields],
} as const satisfies FieldTable;

/** `field` (`pages`): 1 to MAX_PAGES pages, each naming a template, with variants checked as a snap's. */
export function checkPages(c: Checker, value: unknown, field = 'pages'): ValidSnapPage[] | null {
  const list = c.list(field, value);
  if (list === null) return null;
  if (list.length === 0) c.fail(field, `The ${field} field must have at least 1 item.`);
  if (list.length > MAX_PAGES) {
    c.fail(
      field,
      `A document takes at most ${MAX_PAGES} pages; this one has ${list.length}. Split it into documents of ${MAX_PAGES} pages or fewer.`,
    );
    return null;
  }
  return list.map((raw, i) => {
    const at = `${field}.${i}`;
    const page = c.object(at, raw) ?? {};
    const templateUuid = c.required(`${at}.templateId`, page.templateId)
      ? c.string(`${at}.templateId`, page.templateId)
      : null;
    const variants = checkVariants(c, `${at}.variants`, page.variants);
    return { templateUuid: templateUuid ?? '', variants: variants && layerVariants(variants) };
  });
}

/** REST's edge: each page's variants made lenient, as a snap's are (the spec gives variants no validation). */
export const lenientPages = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((p) => (isObject(p) ? { templateId: p.templateId, variants: lenientVariants(p.variants) } : p))
    : value;

/** A multi-page snap's pages; null for a snap of one template. */
export const pagesOf = (snap: Pick<Snap, 'pages'>): StoredPage[] | null =>
  Array.isArray(snap.pages) ? (snap.pages as unknown as StoredPage[]) : null;

/** How many pages a snap has, which is what it costs in credits. */
export const pageCount = (snap: Pick<Snap, 'pages'>): number => pagesOf(snap)?.length ?? 1;

/**
 * The account's templates that documents' pages name, each read once: `documents` maps a path
 * (`pages`, `items.2.pages`) to its pages. Every unknown template is a 422 on its page's path, all at
 * once. Also the available credits, read with the first.
 */
export async function pageTemplates(
  c: Checker,
  sql: SqlSession,
  accountId: number,
  documents: [field: string, pages: ValidSnapPage[]][],
): Promise<{ templates: RenderableTemplate[][]; credits: number }> {
  const found = new Map<string, RequestedTemplate | null>();
  for (const [, pages] of documents)
    for (const { templateUuid } of pages) {
      const key = templateUuid.toLowerCase();
      if (!found.has(key))
        found.set(
          key,
          await requestedTemplate(sql, accountId, templateUuid).catch((e: unknown) =>
            e instanceof ValidationError ? null : Promise.reject(e),
          ),
        );
    }
  const templates = documents.map(([field, pages]) =>
    pages.map((p, i) => {
      const t = found.get(p.templateUuid.toLowerCase());
      if (!t) c.fail(`${field}.${i}.templateId`, invalidChoice(fieldWords(`${field}.${i}.templateId`)));
      return t?.template as RenderableTemplate;
    }),
  );
  c.done();
  const credits = [...found.values()].find((t) => t)?.credits ?? 0;
  return { templates, credits };
}
