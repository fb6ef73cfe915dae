import type { Caller } from '../accounts/caller.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Layer, LayerType } from '../design/layers/layer-schema.js';
import { designOf, requestedTemplate, type RenderableTemplate } from '../templates/renderable-template.js';
import { checkVariants, CONTENT_FIELD, type Variant } from '../templates/variant.js';
import { Checker } from '../validation/checker.js';
import { fieldWords, mustBe } from '../validation/sentences.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError } from '../errors/validation-error.js';
import type { QueryParams } from './canonical-query.js';
import { asQueryErrors, pinnedVersion, renderParameters, VERSION_PARAM } from './render-parameters.js';
import { checkRenderOptions, RENDER_FORMATS, type RenderFormat } from '../render-requests/render-options.js';
import { checkAgainstAnimation } from '../render-requests/motion-options.js';
import { checkRenderVariations, checkTemplateVariations } from '../render-requests/render-variations.js';
import { EXPIRES_PARAM, RENDER_PATH, signedRenderPath } from './render-url-signer.js';
import { urlSigningKeyFor } from './url-signing-keys.js';

export interface SignRequest {
  templateId: string;
  /** A published version to pin (docs/api.md "Versions"); absent: the URL renders the latest. */
  templateVersion?: number | null;
  variants?: Variant[] | null;
  format?: RenderFormat | null;
  transparent?: boolean | null;
  expiresAt?: Date | null;
  /** One of the template's sizes, a locale, motion's options: a snap's render options, as query parameters. */
  size?: string | null;
  locale?: string | null;
  messageValues?: unknown;
  frameAt?: number | null;
  dither?: boolean | null;
  palette?: string | null;
}

/** The render options' query parameters (render-parameters.ts), from a sign request's fields. */
const OPTION_PARAM = {
  size: 'size',
  locale: 'locale',
  messageValues: 'message_values',
  frameAt: 'frame_at',
  dither: 'dither',
  palette: 'palette',
} as const;

/** A text or image layer's style overrides, as `{layer}.{property}` names them (a text layer's backgroundColor aside). */
const STYLE_PARAMS: Partial<Record<LayerType, Record<string, string>>> = {
  text: { color: 'color', fontFamily: 'font_family', fontSize: 'font_size', textFormat: 'text_format' },
  image: { fit: 'fit', focalX: 'focal_x', focalY: 'focal_y', filter: 'filter' },
  empty: { borderColor: 'border_color' },
};

/**
 * Variants as a render URL's query, read against the layers of the published design: the content
 * field the layer takes is `{layer}={content}`, `hidden`, `opacity`, an empty layer's `borderColor`
 * and a text layer's style overrides are `{layer}.{property}` (a text layer's `backgroundColor` is its highlight, `.background_color`);
 * what the layer would ignore, or a layer the design does not have, is left out, as snaps ignore it.
 */
function variantParams(variants: Variant[], layers: Pick<Layer, 'layer' | 'type'>[]): QueryParams {
  const types = new Map(layers.map((l) => [l.layer, l.type]));
  return variants.flatMap(({ layer, hidden, ...fields }) => {
    const type = types.get(layer);
    if (!type) return [];
    const params: [string, string][] = [];
    for (const [field, value] of Object.entries(fields)) {
      if (value === null || value === undefined) continue;
      const style = STYLE_PARAMS[type];
      if (field === CONTENT_FIELD[type])
        params.push([layer, typeof value === 'string' ? value : JSON.stringify(value)]);
      else if (field === 'opacity') params.push([`${layer}.opacity`, String(value)]);
      else if (type === 'text' && field === 'backgroundColor')
        params.push([`${layer}.background_color`, String(value)]);
      else if (style && Object.hasOwn(style, field)) params.push([`${layer}.${style[field]}`, String(value)]);
    }
    if (typeof hidden === 'boolean') params.push([`${layer}.hidden`, String(hidden)]);
    return params;
  });
}

/**
 * Refuses (422) a URL whose GET would be refused: its query read as the render URL's GET reads it
 * (render-parameters.ts), then checked as that GET's snap is (its render options and variants), and an expiry
 * already past, which would answer 410. `expiryField` names the expiry as the caller gave it.
 */
function refuseWhatItsGetRefuses(
  params: QueryParams,
  template: RenderableTemplate,
  format: RenderFormat,
  expiryField: string,
): void {
  const design = designOf(template);
  const {
    transparent,
    variants,
    options: asked,
  } = renderParameters(
    params.filter(([name]) => name !== EXPIRES_PARAM),
    design.layers,
  );
  const c = new Checker();
  const type = format === 'pdf' ? 'pdf' : 'image';
  const options = checkRenderOptions(c, { type, format: type === 'pdf' ? null : format, transparent, ...asked });
  // A GET renders synchronously: a clip format needs an animation of at most MAX_SYNC_DURATION_MS.
  checkAgainstAnimation(c, { ...options, isAsync: false }, design);
  checkTemplateVariations(c, template, checkRenderVariations(c, asked));
  checkVariants(c, 'variants', variants);
  const expires = params.find(([name]) => name === EXPIRES_PARAM)?.[1];
  if (expires !== undefined && !(/^\d{1,12}$/.test(expires) && Number(expires) * 1000 > Date.now()))
    c.fail(expiryField, mustBe(fieldWords(expiryField), 'a date after now'));
  try {
    c.done();
  } catch (e) {
    throw asQueryErrors(e);
  }
}

/** Makes the signed render URLs of an account's templates, under its signing key (made on first use). */
export class RenderUrlSigner {
  constructor(private readonly d: { sql: SqlSession; publicUrl: string; apiPath: string }) {}

  /** GraphQL's signedRenderUrl: typed variants, `transparent` and an expiry time. */
  async sign(caller: Caller, req: SignRequest): Promise<string> {
    const template = await this.templateOf(caller, req.templateId, req.templateVersion ?? null);
    const params = variantParams(req.variants ?? [], designOf(template).layers);
    if (req.templateVersion != null) params.unshift([VERSION_PARAM, String(req.templateVersion)]);
    if (req.transparent) params.push(['transparent', 'true']);
    for (const [field, name] of Object.entries(OPTION_PARAM)) {
      const value = req[field as keyof typeof OPTION_PARAM];
      if (value !== null && value !== undefined)
        params.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
    }
    if (req.expiresAt) params.push([EXPIRES_PARAM, String(Math.floor(req.expiresAt.getTime() / 1000))]);
    return this.signed(caller, template, req.format ?? 'png', params, 'expiresAt');
  }

  /** The URL of the caller's template in `format` with these query parameters (the CLI's `--query`), signed. */
  async signQuery(caller: Caller, templateId: string, format: string, params: QueryParams): Promise<string> {
    if (!(RENDER_FORMATS as readonly string[]).includes(format))
      throw ValidationError.of('format', `The format must be one of ${RENDER_FORMATS.join(', ')}.`);
    const template = await this.templateOf(caller, templateId, pinnedVersion(params));
    return this.signed(caller, template, format as RenderFormat, params, EXPIRES_PARAM);
  }

  /**
   * The caller's template, as its published design (or the version pinned): what the query is read
   * against. An unknown template is a 404; an unknown version of it, the read's 422.
   */
  private async templateOf(caller: Caller, templateId: string, version: number | null): Promise<RenderableTemplate> {
    const requested = isUuid(templateId)
      ? await requestedTemplate(this.d.sql, caller.accountId, templateId, version).catch((e) =>
          e instanceof ValidationError && !e.errors.templateVersion ? null : Promise.reject(e),
        )
      : null;
    if (!requested) throw new NotFoundError();
    return requested.template;
  }

  private async signed(
    caller: Caller,
    template: RenderableTemplate,
    format: RenderFormat,
    params: QueryParams,
    expiryField: string,
  ): Promise<string> {
    refuseWhatItsGetRefuses(params, template, format, expiryField);
    const key = await urlSigningKeyFor(this.d.sql, caller.accountId);
    return (
      this.d.publicUrl + signedRenderPath(key, `${this.d.apiPath}${RENDER_PATH}/${template.uuid}.${format}`, params)
    );
  }
}
