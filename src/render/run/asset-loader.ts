import { LRUCache } from 'lru-cache';
import type { Metadata } from 'sharp';
import type { OutboundPolicy } from '../../net/outbound-policy.js';
import { safeFetch } from '../../net/safe-fetch.js';
import type { ImageAsset, ImageFormat } from '../base/types.js';
import { looksLikeSvg, sanitiseSvg, SvgRefused } from '../base/svg-sanitiser.js';

export interface AssetLoaderOptions {
  policy: OutboundPolicy;
  /** Largest image body accepted. Default 10 MB. */
  maxBytes?: number;
  /** Budget for one image fetch, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Largest decoded image accepted, in pixels (a small file can declare a huge image). Default 40 MP. */
  maxPixels?: number;
  /** Memory for cached image bytes. Default 64 MB. */
  cacheBytes?: number;
  /** How long a fetched image is reused before it is fetched again. Default 10 minutes. */
  cacheTtlMs?: number;
  /**
   * This server's own stored files (media library, form uploads): a value `keyOf` knows (a reference,
   * or an address under this or a previous PUBLIC_URL) is read from storage, not fetched, since the
   * policy rightly refuses the server's own private address.
   */
  localFiles?: {
    keyOf(url: string): string | null;
    read(key: string): Promise<Buffer | null>;
    /** Words the refusal of an old address of a stored file (a PUBLIC_URL move) for the operator who can fix it. */
    movedAddressRefusal?(url: string): Promise<string | null>;
  };
}

/** A fetch or sniff failure; `message` completes "the image at <url> could not be used: …". */
export class AssetError extends Error {
  override name = 'AssetError';
}

let nextId = 1;

/** Fetches images through the outbound policy, checks they are images we can draw, and caches them. */
export class AssetLoader {
  private readonly cache: LRUCache<string, ImageAsset>;
  private readonly inFlight = new Map<string, Promise<ImageAsset>>();
  private readonly maxBytes: number;
  private readonly timeoutMs: number;
  private readonly maxPixels: number;

  constructor(private readonly options: AssetLoaderOptions) {
    this.maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxPixels = options.maxPixels ?? 40_000_000;
    this.cache = new LRUCache({
      maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (a) => Math.max(1, a.bytes.byteLength),
      ttl: options.cacheTtlMs ?? 10 * 60 * 1000,
    });
  }

  /** One fetch per URL however many renders ask at once. Rejects with AssetError. */
  load(url: string): Promise<ImageAsset> {
    const cached = this.cache.get(url);
    if (cached) return Promise.resolve(cached);
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.fetch(url)
        .then((asset) => {
          this.cache.set(url, asset);
          return asset;
        })
        .finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async fetch(url: string): Promise<ImageAsset> {
    const { body, contentType } = await this.download(url);
    const format = sniff(body);
    if (!format && looksLikeSvg(body, contentType)) return svgAsset(url, body);
    if (!format) throw new AssetError(notAnImage(contentType));
    let meta: Metadata;
    try {
      // Only the header is read; the pixel limit is ours, below, with a clearer message than sharp's.
      // sharp loads with the first image, not with the server (~65 ms of start-up).
      const { default: sharp } = await import('sharp');
      meta = await sharp(body, { limitInputPixels: false }).metadata();
    } catch (err) {
      throw new AssetError(`the ${format.toUpperCase()} file is damaged (${(err as Error).message})`, { cause: err });
    }
    const { width = 0, height = 0 } = meta;
    if (width < 1 || height < 1) throw new AssetError(`the ${format.toUpperCase()} file declares no size`);
    if (width * height > this.maxPixels) {
      throw new AssetError(`the image is ${width}x${height} pixels; the limit is ${this.maxPixels / 1e6} megapixels`);
    }
    return { id: nextId++, url, bytes: shared(body), format, width, height, hasAlpha: meta.hasAlpha === true };
  }

  private async download(url: string): Promise<{ body: Buffer; contentType?: string }> {
    const local = this.options.localFiles;
    const key = local?.keyOf(url);
    if (local && key) {
      const body = await local.read(key);
      if (!body) throw new AssetError("there is no such file in this server's storage");
      if (body.length > this.maxBytes)
        throw new AssetError(`the file is larger than ${this.maxBytes / 1024 / 1024} MB`);
      return { body };
    }
    let response;
    try {
      response = await safeFetch(this.options.policy, url, {
        maxBytes: this.maxBytes,
        timeoutMs: this.timeoutMs,
        headers: { accept: 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml;q=0.9,*/*;q=0.1' },
      });
    } catch (err) {
      const moved = await local?.movedAddressRefusal?.(url);
      throw new AssetError(moved ?? (err as Error).message, { cause: err });
    }
    if (response.status < 200 || response.status > 299)
      throw new AssetError(`the server answered HTTP ${response.status}`);
    return { body: response.body, contentType: response.headers['content-type'] };
  }
}

/** The format by its magic bytes; the Content-Type header is not trusted. */
function sniff(b: Buffer): ImageFormat | null {
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

function notAnImage(contentType: string | undefined): string {
  const type = contentType ? ` (Content-Type ${contentType})` : '';
  return `the response is not a PNG, JPEG, WebP, GIF or SVG image${type}`;
}

/** Sanitised before any parser that could fetch or run anything sees it (svg-sanitiser.ts). */
function svgAsset(url: string, body: Buffer): ImageAsset {
  try {
    const svg = sanitiseSvg(body);
    return {
      id: nextId++,
      url,
      bytes: shared(svg.bytes),
      format: 'svg',
      width: svg.width,
      height: svg.height,
      hasAlpha: true,
      filterPasses: svg.filterPasses,
    };
  } catch (err) {
    if (err instanceof SvgRefused) throw new AssetError(`the SVG ${err.message}`, { cause: err });
    throw err;
  }
}

/** Shared memory: every render task posts the bytes to a worker, and shared memory is not copied. */
function shared(body: Buffer): Uint8Array {
  const bytes = new Uint8Array(new SharedArrayBuffer(body.byteLength));
  bytes.set(body);
  return bytes;
}
