import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How many of something each client address holds open, within a cap. */
export class OpenPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more for `ip`, or answers false (counting nothing) when it holds `max` already. */
  take(ip: string): boolean {
    const n = this.open.get(ip) ?? 0;
    if (n >= this.max) return false;
    this.open.set(ip, n + 1);
    return true;
  }

  give(ip: string): void {
    const n = (this.open.get(ip) ?? 0) - 1;
    if (n > 0) this.open.set(ip, n);
    else this.open.delete(ip);
  }
}

const refusal = (max: number) => {
  const body = JSON.stringify({ message: `Too many connections from this address (at most ${max} at once).` });
  return `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n${body}`;
};

/**
 * At most `max` open connections (WebSockets included) per client address: one more is answered 429
 * and closed before it is read, so that connections held open cannot pile up.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new OpenPerAddress(max);
  const answer = refusal(max);
  // Before the HTTP server's own listener: a refused socket is closed before anything of it is parsed.
  server.prependListener('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    if (!open.take(ip)) {
      // Whatever the client still sends is not read: closed once the answer is out.
      socket.end(answer, () => socket.destroy());
      return;
    }
    socket.once('close', () => open.give(ip));
  });
}
