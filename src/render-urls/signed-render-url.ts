import type { Caller } from '../accounts/caller.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { Variant } from '../templates/variant.js';
import { NotFoundError } from '../validation/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import { ValidationError } from '../validation/validation-error.js';
import type { QueryParams } from './canonical-query.js';
import { RENDER_URL_FORMATS } from './render-cache-key.js';
import { EXPIRES_PARAM, RENDER_PATH, signedRenderPath } from './render-url-signer.js';
import { urlSigningKeyFor } from './url-signing-keys.js';

export interface SignRequest {
  templateId: string;
  variants?: Variant[] | null;
  format?: string | null;
  transparent?: boolean | null;
  expiresAt?: Date | null;
}

/** Variants as a render URL's query: `{layer}={content}` and `{layer}.hidden={true|false}`. */
const variantParams = (variants: Variant[]): QueryParams =>
  variants.flatMap(({ layer, hidden, ...content }) => [
    ...Object.values(content)
      .filter((v): v is string => typeof v === 'string')
      .map((v): [string, string] => [layer, v]),
    ...(typeof hidden === 'boolean' ? [[`${layer}.hidden`, String(hidden)] as [string, string]] : []),
  ]);

/** Makes the signed render URLs of an account's templates, under its signing key (made on first use). */
export class RenderUrlSigner {
  constructor(private readonly d: { sql: SqlSession; publicUrl: string; apiPath: string }) {}

  /** GraphQL's signedRenderUrl: typed variants, `transparent` and an expiry time. */
  sign(caller: Caller, req: SignRequest): Promise<string> {
    const params = variantParams(req.variants ?? []);
    if (req.transparent) params.push(['transparent', 'true']);
    if (req.expiresAt) params.push([EXPIRES_PARAM, String(Math.floor(req.expiresAt.getTime() / 1000))]);
    return this.signQuery(caller, req.templateId, req.format ?? 'png', params);
  }

  /** The URL of the caller's template in `format` with these query parameters (the CLI's `--query`), signed. */
  async signQuery(caller: Caller, templateId: string, format: string, params: QueryParams): Promise<string> {
    if (!(RENDER_URL_FORMATS as readonly string[]).includes(format)) throw ValidationError.of('format', `The format must be one of ${RENDER_URL_FORMATS.join(', ')}.`);
    const [template] = isUuid(templateId)
      ? await this.d.sql.query<{ uuid: string }>(`SELECT "uuid" FROM "templates" WHERE "uuid" = $1 AND "account_id" = $2`, [templateId.toLowerCase(), caller.accountId])
      : [];
    if (!template) throw new NotFoundError();
    const key = await urlSigningKeyFor(this.d.sql, caller.accountId);
    return this.d.publicUrl + signedRenderPath(key, `${this.d.apiPath}${RENDER_PATH}/${template.uuid}.${format}`, params);
  }
}
