import { LRUCache } from 'lru-cache';
import { availableCreditsSql } from '../billing/balance.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Template } from '../generated/prisma/client.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError } from '../errors/validation-error.js';
import type { TemplateDesign } from '../design/layers/layer-schema.js';
import { designColumns, publishedDesign } from './published-design.js';
import type { TemplateDesignFields } from './template-input.js';
import { printSize } from './size-presets.js';
import { OWN_SIZE, type TemplateSize } from '../design/layout/sizes.js';
import { layersAtSize } from '../design/layout/layers-at-size.js';
import { localisedLayers } from '../design/locale/localise.js';

/** What a render needs of a template: which one it is and its published design. */
export type RenderableTemplate = Pick<
  Template,
  | 'id'
  | 'uuid'
  | 'title'
  | 'size'
  | 'version'
  | 'width'
  | 'height'
  | 'backgroundColor'
  | 'layers'
  | 'animation'
  | 'sizes'
  | 'locales'
  | 'print'
>;

/**
 * What a snap draws: the template's published canvas and layers, and the page size of the Print preset it
 * was made from; at one of its other sizes (docs/rendering.md "Sizes"), that canvas with its layers
 * placed as their constraints say. The size is one the template has (checked by the caller, sizeOf).
 */
export function designOf(t: RenderableTemplate, size: string = OWN_SIZE, locale?: RenderLocale): TemplateDesign {
  const page = printSize(t.size);
  return designAt({ ...publishedDesign(t), ...(page && { page }) }, size, locale);
}

/**
 * A design (published, or the Studio's draft) at one of its sizes in one locale: the size's canvas
 * with the layers placed as their constraints say and its overrides set, then each message in the
 * locale (the default one when none is asked). The size is one the design has (checked by the caller).
 */
export function designAt(
  d: TemplateDesignFields & { page?: TemplateDesign['page'] },
  size: string = OWN_SIZE,
  locale?: RenderLocale,
): TemplateDesign {
  const { width, height, page, background_color, layers, animation, locales } = d;
  const own = { width, height, ...(page && { page }), background_color, layers, ...(animation && { animation }) };
  const other = size === OWN_SIZE ? undefined : sizeOf(d, size);
  // A size of its own is no longer the Print preset's page.
  const sized = other
    ? { ...own, page: null, width: other.width, height: other.height, layers: layersAtSize(layers, own, other) }
    : own;
  if (!locales) return sized;
  const tag = locale?.tag ?? locales.default_locale;
  return { ...sized, layers: localisedLayers(sized.layers, locales, tag, locale?.values ?? {}, sized.width).layers };
}

/** The locale a render asks for (docs/rendering.md "Locales") and the values its messages' arguments take. */
export interface RenderLocale {
  /** Null: the template's default locale. */
  tag: string | null;
  values: Record<string, unknown>;
}

/**
 * The messages a render in `locale` takes from the default locale, because its own catalog has none of
 * them (`missing`), and those its values cannot format (`problems`).
 */
export function messageCheck(t: RenderableTemplate, locale: RenderLocale): { missing: string[]; problems: string[] } {
  const { layers, locales } = publishedDesign(t);
  if (!locales) return { missing: [], problems: [] };
  const { missing, problems } = localisedLayers(
    layers,
    locales,
    locale.tag ?? locales.default_locale,
    locale.values,
    t.width,
  );
  return { missing, problems };
}

/** One of the template's other sizes by name; undefined when it has none of that name. */
export function sizeOf(t: { sizes?: unknown }, name: string): TemplateSize | undefined {
  return ((t.sizes ?? []) as TemplateSize[]).find((s) => s.name === name);
}

/** A requested template, read with the available credits of its account: every render request checks that next. */
export interface RequestedTemplate {
  template: RenderableTemplate;
  credits: number;
}

// Read on every render request, so: one statement for both (billing's available-credits expression beside the
// template's columns), raw SQL (Prisma's engine costs several times the CPU for this row), only these
// columns (never the draft), and the layers, the largest JSON we read, only when the version differs
// from the one remembered (every change of the published design bumps it).
const BY_UUID = `SELECT t."id", t."uuid", t."title", t."size", t."version", t."width", t."height", t."background_color" AS "backgroundColor", t."animation", t."sizes", t."locales", t."print",
  CASE WHEN t."version" = $3 THEN NULL ELSE t."layers" END AS "layers", ${availableCreditsSql('$2')} AS "credits"
FROM "templates" t WHERE t."uuid" = $1 AND t."account_id" = $2`;

/** The layers last read of each template, by uuid. Frozen: every render of that version shares them. */
const knownLayers = new LRUCache<string, { version: number; layers: Template['layers'] }>({ max: 1000 });

/**
 * The account's template a render request names in `templateId`; a body field, so unknown is a 422.
 * `version`: one of its published versions (`templateVersion`, issue 44), also a 422 when it has none of that
 * number; absent or null: the latest, as the spec renders.
 */
export async function requestedTemplate(
  sql: SqlSession,
  accountId: number,
  uuid: string,
  version: number | null = null,
): Promise<RequestedTemplate> {
  const latest = await latestTemplate(sql, accountId, uuid);
  if (version === null || version === latest.template.version) return latest;
  return { template: await pinnedVersion(sql, latest.template, version), credits: latest.credits };
}

const VERSION = `SELECT "design" FROM "template_versions" WHERE "template_id" = $1 AND "version" = $2`;

/** Published versions never change: each read once, by template uuid (unique across databases, as ids are not) and number. */
const knownVersions = new LRUCache<string, RenderableTemplate>({ max: 200 });

/** The template as it was published at `version`: its columns from that version's design. */
async function pinnedVersion(sql: SqlSession, t: RenderableTemplate, version: number): Promise<RenderableTemplate> {
  const key = `${t.uuid}:${version}`;
  const known = knownVersions.get(key);
  if (known) return known;
  const [row] = Number.isSafeInteger(version)
    ? await sql.query<{ design: TemplateDesignFields }>(VERSION, [t.id, version])
    : [];
  if (!row) throw ValidationError.of('templateVersion', 'The selected template version is invalid.');
  const d = row.design;
  const pinned = deepFreeze({
    id: t.id,
    uuid: t.uuid,
    version,
    ...designColumns(d),
    animation: d.animation ?? null,
    sizes: d.sizes ?? null,
    locales: d.locales ?? null,
    print: d.print ?? null,
  }) as unknown as RenderableTemplate;
  knownVersions.set(key, pinned);
  return pinned;
}

async function latestTemplate(sql: SqlSession, accountId: number, uuid: string): Promise<RequestedTemplate> {
  const key = uuid.toLowerCase();
  const known = knownLayers.get(key);
  const [row] = isUuid(uuid)
    ? await sql.query<RenderableTemplate & { credits: number }>(BY_UUID, [key, accountId, known?.version ?? null])
    : [];
  if (!row) throw ValidationError.of('templateId', 'The selected template id is invalid.');
  const { credits, ...template } = row;
  if (template.layers === null && known?.version === template.version)
    return { template: { ...template, layers: known.layers }, credits };
  knownLayers.set(key, { version: template.version, layers: deepFreeze(template.layers) });
  return { template, credits };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
