import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';
import { PHOTO } from '../snaps/fixtures.js';

export interface GatedImages extends LoopbackServer {
  /** Holds /gated.jpg?for=<key> until the returned function is called. */
  hold(key: string): () => void;
  /** The address of the image `hold(key)` gates. */
  gated(key: string): string;
}

/**
 * A loopback image server: any path answers the test photo, /missing... a 404, and
 * /gated.jpg?for=<key> the photo once the test opens that key's gate (each key its own cache entry).
 */
export async function startGatedImages(): Promise<GatedImages> {
  const gates = new Map<string, Promise<void>>();
  const server = await startLoopbackServer(async (req: IncomingMessage, res: ServerResponse) => {
    const key = new URL(req.url!, server.url).searchParams.get('for');
    if (key) await gates.get(key);
    if (req.url?.startsWith('/missing')) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
  });
  return Object.assign(server, {
    hold(key: string) {
      let open!: () => void;
      gates.set(key, new Promise<void>((r) => (open = r)));
      return open;
    },
    gated: (key: string) => `${server.url}gated.jpg?for=${key}`,
  });
}
