import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';

/**
 * Graceful HTTP shutdown: stop accepting connections, let the requests in flight finish, end the
 * subscription streams (SSE: clients subscribe again, on another process, and read the current
 * state), and close every connection once its last response is out; past `graceMs` whatever is
 * still open is closed.
 */
export class HttpDrain {
  private readonly inFlight = new Map<Response, Request>();
  private server?: Server;

  /** Mounted first, so that it sees every request. */
  readonly track = (req: Request, res: Response, next: NextFunction) => {
    // A request that arrives on a kept-alive connection while draining is its last on it.
    if (this.server) res.setHeader('connection', 'close');
    this.inFlight.set(res, req);
    res.on('close', () => {
      this.inFlight.delete(res);
      if (this.server) setImmediate(() => this.server?.closeIdleConnections());
    });
    next();
  };

  async close(server: Server, graceMs: number): Promise<void> {
    this.server = server;
    // Stops listening and closes the idle kept-alive connections.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const [res, req] of this.inFlight) {
      if (res.headersSent && req.headers.accept?.includes('text/event-stream')) res.destroy();
      else if (!res.headersSent) res.setHeader('connection', 'close');
    }
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(timer);
  }
}
