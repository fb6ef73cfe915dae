import type { LayerVariant, TemplateDesign } from '../design/layers/layer-schema.js';
import { designOf, type RenderableTemplate, type RenderLocale } from '../templates/renderable-template.js';

/** A page as a multi-page snap stores it (`snaps.pages`): what it draws and which template it came from. */
export interface StoredPage {
  templateId: number;
  templateUuid: string;
  templateTitle: string;
  templateVersion: number;
  design: TemplateDesign;
  variants: LayerVariant[] | null;
}

/** A template as a page of a multi-page snap. */
export const storedPage = (
  t: RenderableTemplate,
  variants: LayerVariant[] | null,
  design: TemplateDesign = designOf(t),
): StoredPage => ({
  templateId: t.id,
  templateUuid: t.uuid,
  templateTitle: t.title,
  templateVersion: t.version,
  design,
  variants,
});

/**
 * The columns a snap row takes from what it renders, for a snap and a batch item alike: its template,
 * design and variants, or a document's pages, which then show their first page's template and
 * variants in the spec's fields.
 */
export function renderedColumns(
  template: RenderableTemplate,
  variants: LayerVariant[] | null,
  pages: StoredPage[] | null,
  size: string | null = null,
  locale: RenderLocale | null = null,
) {
  const first =
    pages?.[0] ?? storedPage(template, variants, designOf(template, size ?? undefined, locale ?? undefined));
  return {
    templateId: first.templateId,
    templateUuid: first.templateUuid,
    templateTitle: first.templateTitle,
    templateVersion: first.templateVersion,
    design: first.design as object,
    variants: first.variants as object[] | null,
    pages: pages as object[] | null,
    /** Which of the template's sizes it draws (docs/rendering.md "Sizes"); null: the design's own. */
    size,
    /** The locale it is drawn in, as asked (docs/rendering.md "Locales"); null: the template's default. */
    locale: locale?.tag ?? null,
  };
}
