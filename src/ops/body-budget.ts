import type { Request, RequestHandler, Response } from 'express';
import { closeAfterAnswer, closeIfAnsweredEarly } from './unread-body.js';

/** The request bodies a process holds at once, in MB: per client address and in all (the settings' unit). */
export interface BodyBudgetLimits {
  perIpMb: number;
  totalMb: number;
}

/** The largest body any route takes: a form's ten 10 MB files with their fields (multipart). */
const LARGEST_BODY_BYTES = 128 * 1024 * 1024;
/** The largest body that is not multipart: every JSON and urlencoded parser here stops before it. */
const LARGEST_PLAIN_BODY_BYTES = 4 * 1024 * 1024;

export type BodyRefusal = { status: 411 | 413 | 429 | 503; message: string };

const MB = 1024 * 1024;

/**
 * Counts the request bodies in flight, by what each declares before a byte of it is read (its
 * Content-Length; a body sent in chunks, only for parsers that count as they read, as its parser's
 * cap). A client address may hold `perIpBytes` at once, or one body of any allowed size while it
 * holds nothing else; the process holds at most `totalBytes`. So what held bodies can take is
 * bounded whatever mix of requests and addresses sends them.
 */
export class BodyBudget {
  private readonly byIp = new Map<string, number>();
  private total = 0;
  private readonly perIpBytes: number;
  private readonly totalBytes: number;

  constructor({ perIpMb, totalMb }: BodyBudgetLimits) {
    [this.perIpBytes, this.totalBytes] = [perIpMb * MB, totalMb * MB];
  }

  /** Takes `bytes` for `ip`; a refusal says why not and takes nothing. */
  take(ip: string, bytes: number): BodyRefusal | null {
    const held = this.byIp.get(ip) ?? 0;
    if (held > 0 && held + bytes > this.perIpBytes)
      return {
        status: 429,
        message: `Too many request bodies in flight from this address (at most ${this.perIpBytes / MB} MB at once): wait for one to finish.`,
      };
    if (this.total + bytes > this.totalBytes)
      return { status: 503, message: 'The server is receiving too many request bodies at once: retry shortly.' };
    this.byIp.set(ip, held + bytes);
    this.total += bytes;
    return null;
  }

  give(ip: string, bytes: number): void {
    const left = (this.byIp.get(ip) ?? 0) - bytes;
    if (left > 0) this.byIp.set(ip, left);
    else this.byIp.delete(ip);
    this.total -= bytes;
  }

  /** Bytes held now: all, or one address's. */
  held(ip?: string): number {
    return ip === undefined ? this.total : (this.byIp.get(ip) ?? 0);
  }
}

/** What a body will take, from its headers alone; a refusal when they already break a limit. */
function declaredBodyBytes(req: Request): number | BodyRefusal {
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const length = Number(req.headers['content-length'] ?? 0);
  if (!chunked && !(length > 0)) return 0;
  const multipart = Boolean(req.is('multipart'));
  // Multipart parsers count per part, not per body: theirs must say their size up front.
  if (chunked && multipart) return { status: 411, message: 'A multipart request body needs a Content-Length header.' };
  const largest = multipart ? LARGEST_BODY_BYTES : LARGEST_PLAIN_BODY_BYTES;
  if (chunked) return largest;
  if (length > largest) return { status: 413, message: `The request body is larger than ${largest / MB} MB.` };
  return length;
}

/**
 * Holds each request body against `budget` from its first byte to its answer. A body that does not
 * fit is refused before it is read; a body the answer does not wait for (a refusal of the route, a
 * parser that gave up) is not read further: either way its connection closes (unread-body.ts), so
 * that the client's unsent bytes cost nothing. `answer` writes the refusal in the shape of the route.
 */
export function bodyBudget(
  budget: BodyBudget,
  answer: (req: Request, res: Response, refusal: BodyRefusal) => void,
): RequestHandler {
  return (req, res, next) => {
    const bytes = declaredBodyBytes(req);
    if (bytes === 0) return next();
    const ip = req.ip ?? '';
    const refusal = typeof bytes === 'number' ? budget.take(ip, bytes) : bytes;
    if (!refusal) {
      res.once('close', () => budget.give(ip, bytes as number));
      closeIfAnsweredEarly(req, res);
      return next();
    }
    if (refusal.status === 429 || refusal.status === 503) res.setHeader('Retry-After', '1');
    closeAfterAnswer(req, res);
    answer(req, res, refusal);
  };
}
