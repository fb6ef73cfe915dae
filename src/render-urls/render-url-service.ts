import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Caller } from '../accounts/caller.js';
import type { SqlSession } from '../db/sql-runner.js';
import { InvalidSignatureError } from '../errors/invalid-signature-error.js';
import type { Budget } from '../ops/rate-limit.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import type { SnapService } from '../snaps/snap-service.js';
import type { Storage } from '../storage/storage.js';
import { designOf, requestedTemplate } from '../templates/renderable-template.js';
import { NotFoundError } from '../errors/not-found-error.js';
import { isUuid } from '../validation/uuid.js';
import type { AddressedTemplate, AddressedTemplates } from './addressed-templates.js';
import type { QueryParams } from './canonical-query.js';
import { ExpiredUrlError } from '../errors/expired-url-error.js';
import {
  RENDER_CONTENT_TYPES as CONTENT_TYPE,
  RENDER_FORMATS,
  type RenderFormat,
} from '../render-requests/render-options.js';
import { cacheEntry, type CacheEntry } from './render-cache-key.js';
import { asQueryErrors, pinnedVersion, renderParameters } from './render-parameters.js';
import { EXPIRES_PARAM, RENDER_PATH, SIGNATURE_PARAM, signatureMatches } from './render-url-signer.js';
import type { SingleFlight } from './single-flight.js';

const FILE = new RegExp(`^([0-9a-f-]{36})\\.(${RENDER_FORMATS.join('|')})$`);

/** A GET of a render URL: the file part of its path, its query as decoded pairs, the client's If-None-Match. */
export interface RenderUrlRequest {
  file: string;
  query: QueryParams;
  ifNoneMatch?: string;
}

export interface RenderUrlResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * Signed render URLs (docs/api.md "Render URLs"): a template rendered by a GET that carries its own
 * authorization, its signature under the owner's key, so it can sit in an og:image tag, an e-mail
 * or an <img>. Each distinct URL renders once (a snap, charged once) and is served from storage after.
 */
export class RenderUrlService {
  constructor(
    private readonly d: {
      sql: SqlSession;
      templates: AddressedTemplates;
      storage: Storage;
      snaps: SnapService;
      flights: SingleFlight;
      /** Names cache files (render-cache-key.ts). */
      serverKey: Buffer;
      /** Budget of renders per account per minute. */
      renders: Budget;
      /** The API's path (/api/v1): a URL is signed from it on, whatever PUBLIC_URL's own path. */
      apiPath: string;
      maxAgeSeconds: number;
    },
  ) {}

  /** Answers a GET of a render URL: 304, a stored render, or a render made now (once, however many ask at once). */
  async serve(req: RenderUrlRequest): Promise<RenderUrlResponse> {
    const [, uuid, format] = FILE.exec(req.file) ?? [];
    let template = uuid && isUuid(uuid) ? await this.d.templates.get(uuid) : undefined;
    if (!template) throw new NotFoundError();
    const signatures = req.query.filter(([name]) => name === SIGNATURE_PARAM);
    const signed = req.query.filter(([name]) => name !== SIGNATURE_PARAM);
    if (signatures.length !== 1) throw new InvalidSignatureError();
    const signedBy = (t: AddressedTemplate) =>
      signatureMatches(
        signatures[0][1],
        [t.key, t.previousKey].filter((k): k is string => k !== null),
        this.pathOf(req.file),
        signed,
      );
    // A key made or rotated a moment ago on another process is not in what this one remembers: read again before refusing.
    if (!signedBy(template) && !((template = await this.d.templates.get(uuid, { fresh: true })) && signedBy(template)))
      throw new InvalidSignatureError();
    const expires = signed.find(([name]) => name === EXPIRES_PARAM)?.[1];
    if (expires !== undefined && !(/^\d{1,12}$/.test(expires) && Number(expires) * 1000 > Date.now()))
      throw new ExpiredUrlError();
    const params = signed.filter(([name]) => name !== EXPIRES_PARAM);
    const pinned = pinnedVersion(params);
    const entry = cacheEntry(
      this.d.serverKey,
      { uuid, version: pinned ?? template.version },
      format as RenderFormat,
      params,
    );
    const headers = { 'Cache-Control': `public, max-age=${this.d.maxAgeSeconds}`, ETag: entry.etag };
    if (req.ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag))
      return { status: 304, headers };
    const stored = await this.d.storage.read(entry.key);
    const body =
      stored ??
      (await this.d.flights.run(entry.key, () =>
        this.render(template.accountId, uuid, pinned, format as RenderFormat, params, entry),
      ));
    return {
      status: 200,
      headers: {
        ...headers,
        'Content-Type': CONTENT_TYPE[format as RenderFormat],
        'Content-Length': String(body.length),
        'X-Cache': stored ? 'HIT' : 'MISS',
      },
      body,
    };
  }

  /** A cache miss: a synchronous snap of the owner's, stored as the cache file and charged as any snap. */
  private async render(
    accountId: number,
    uuid: string,
    templateVersion: number | null,
    format: RenderFormat,
    params: QueryParams,
    entry: CacheEntry,
  ): Promise<Buffer> {
    const { template } = await requestedTemplate(this.d.sql, accountId, uuid, templateVersion);
    const { transparent, variants, options } = renderParameters(params, designOf(template).layers);
    await this.d.renders.spend(`account-${accountId}`).catch((e) => {
      throw e instanceof RateLimiterRes ? new RateLimitedError() : e;
    });
    const caller: Caller = { accountId, userId: null, role: null };
    const type = format === 'pdf' ? 'pdf' : 'image';
    await this.d.snaps
      .create(
        caller,
        {
          templateId: uuid,
          templateVersion,
          type,
          format: type === 'pdf' ? null : format,
          transparent,
          variants,
          ...options,
        },
        { source: 'url', mediaKey: entry.key },
      )
      .catch((e) => Promise.reject(asQueryErrors(e)));
    return (await this.d.storage.read(entry.key))!;
  }

  private pathOf(file: string): string {
    return `${this.d.apiPath}${RENDER_PATH}/${file}`;
  }
}
