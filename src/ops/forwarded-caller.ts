import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Known to this process only: a request carrying it was made by this process to itself (MCP's tools,
// calling the API for the client of /mcp), so the address it names is the client's, not the loopback's.
const SECRET = Buffer.from(randomBytes(32).toString('hex'));
const FORWARDED_FOR = 'x-snapforge-forwarded-for';
const FORWARDED_BY = 'x-snapforge-forwarded-by';

/** The headers of a call this process makes to itself on behalf of the client at `ip`. */
export const forwardingHeaders = (ip: string): Record<string, string> => ({
  [FORWARDED_FOR]: ip,
  [FORWARDED_BY]: SECRET.toString(),
});

const fromThisProcess = (by: string | string[] | undefined) =>
  typeof by === 'string' && by.length === SECRET.length && timingSafeEqual(Buffer.from(by), SECRET);

/**
 * The client a request acts for, as rate limits count it: Express's `req.ip` (the socket's address without a
 * trusted proxy), or the client a call of this process to itself names. Anyone else's header is ignored.
 */
export function callerIp(req: IncomingMessage & { ip?: string }): string | undefined {
  const forwarded = req.headers[FORWARDED_FOR];
  if (typeof forwarded === 'string' && fromThisProcess(req.headers[FORWARDED_BY])) return forwarded;
  return req.ip ?? req.socket.remoteAddress;
}
