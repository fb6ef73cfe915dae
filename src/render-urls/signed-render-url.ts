import type { Caller } from '../accounts/caller.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Layer, LayerType } from '../templates/layer-schema.js';
import { designOf, requestedTemplate } from '../templates/renderable-template.js';
import { CONTENT_FIELD, type Variant } from '../templates/variant.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError } from '../errors/validation-error.js';
import type { QueryParams } from './canonical-query.js';
import { RENDER_FORMATS } from '../render-requests/render-options.js';
import { EXPIRES_PARAM, RENDER_PATH, signedRenderPath } from './render-url-signer.js';
import { urlSigningKeyFor } from './url-signing-keys.js';

export interface SignRequest {
  templateId: string;
  variants?: Variant[] | null;
  format?: string | null;
  transparent?: boolean | null;
  expiresAt?: Date | null;
}

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

/** Makes the signed render URLs of an account's templates, under its signing key (made on first use). */
export class RenderUrlSigner {
  constructor(private readonly d: { sql: SqlSession; publicUrl: string; apiPath: string }) {}

  /** GraphQL's signedRenderUrl: typed variants, `transparent` and an expiry time. */
  async sign(caller: Caller, req: SignRequest): Promise<string> {
    const params = variantParams(req.variants ?? [], await this.layersOf(caller, req.templateId));
    if (req.transparent) params.push(['transparent', 'true']);
    if (req.expiresAt) params.push([EXPIRES_PARAM, String(Math.floor(req.expiresAt.getTime() / 1000))]);
    return this.signQuery(caller, req.templateId, req.format ?? 'png', params);
  }

  /** The layers of the caller's template's published design: what its variants are read against. */
  private async layersOf(caller: Caller, templateId: string): Promise<Pick<Layer, 'layer' | 'type'>[]> {
    const requested = isUuid(templateId)
      ? await requestedTemplate(this.d.sql, caller.accountId, templateId).catch((e) =>
          e instanceof ValidationError ? null : Promise.reject(e),
        )
      : null;
    if (!requested) throw new NotFoundError();
    return designOf(requested.template).layers;
  }

  /** The URL of the caller's template in `format` with these query parameters (the CLI's `--query`), signed. */
  async signQuery(caller: Caller, templateId: string, format: string, params: QueryParams): Promise<string> {
    if (!(RENDER_FORMATS as readonly string[]).includes(format))
      throw ValidationError.of('format', `The format must be one of ${RENDER_FORMATS.join(', ')}.`);
    const [template] = isUuid(templateId)
      ? await this.d.sql.query<{ uuid: string }>(
          `SELECT "uuid" FROM "templates" WHERE "uuid" = $1 AND "account_id" = $2`,
          [templateId.toLowerCase(), caller.accountId],
        )
      : [];
    if (!template) throw new NotFoundError();
    const key = await urlSigningKeyFor(this.d.sql, caller.accountId);
    return (
      this.d.publicUrl + signedRenderPath(key, `${this.d.apiPath}${RENDER_PATH}/${template.uuid}.${format}`, params)
    );
  }
}
