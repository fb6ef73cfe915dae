import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  server: Server;
  /** Origin with a trailing slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  port: number;
  /** TCP connections accepted so far: proves whether a refused request ever reached the socket. */
  connections: number;
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: RequestListener, host = '127.0.0.1'): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const started: LoopbackServer = {
    server,
    url: `http://${host}:${port}/`,
    port,
    connections: 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  server.on('connection', () => started.connections++);
  return started;
}
