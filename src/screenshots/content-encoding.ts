import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { OutboundFetchError } from '../net/outbound-policy.js';

const DECODERS: Record<string, (body: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * The body as the browser must receive it: Chromium does not decode a body handed to it by
 * `route.fulfill`. We ask for no encoding, but some servers compress anyway.
 */
export async function decodeBody(contentEncoding: string | undefined, body: Buffer, maxBytes: number): Promise<Buffer> {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return body;
  const decode = DECODERS[encoding];
  if (!decode) throw new OutboundFetchError(`unsupported content encoding ${encoding}`);
  try {
    return await decode(body, { maxOutputLength: maxBytes });
  } catch (err) {
    throw new OutboundFetchError(`the ${encoding} body could not be decoded`, undefined, { cause: err });
  }
}
