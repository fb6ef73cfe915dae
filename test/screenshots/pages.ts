import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server.js';

/** Colours the pages paint, as [r, g, b]. */
export const RED = [255, 0, 0];
export const BLUE = [0, 0, 255];
export const GREEN = [0, 255, 0];
export const YELLOW = [255, 255, 0];

// Top half red, bottom half blue, and a same-origin image (a yellow square at 0,0) that only shows if subresources load.
const COLOURS = `<!doctype html><html><body style="margin:0">
<div style="height:50vh;background:#ff0000"></div><div style="height:50vh;background:#0000ff"></div>
<img src="/square.svg" style="position:absolute;left:0;top:0;width:50px;height:50px">
</body></html>`;
const SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#ffff00"/></svg>`;

/** Green only when the browser has the page at its final address (after a redirect) and runs its script. */
const WHERE = `<!doctype html><html><body style="margin:0"><script>
document.body.style.background = location.pathname === '/where' ? '#00ff00' : '#ff0000';
</script></body></html>`;

/** Everything here points at addresses that are not allow-listed; the page itself is plain green. */
function hostile(forbidden: string): string {
  return `<!doctype html><html><head>
<link rel="preconnect" href="${forbidden}preconnect"><link rel="prefetch" href="${forbidden}prefetch">
</head><body style="margin:0;background:#00ff00">
<iframe src="${forbidden}frame"></iframe>
<iframe src="http://169.254.169.254/latest/meta-data/"></iframe>
<iframe src="/redirect-forbidden"></iframe>
<img src="${forbidden}image.png"><img src="http://10.0.0.1/image.png">
<script>
fetch('${forbidden}fetch').catch(() => {});
fetch('http://10.0.0.1/fetch').catch(() => {});
fetch('http://169.254.169.254/latest/meta-data/').catch(() => {});
navigator.sendBeacon('${forbidden}beacon', 'x');
try { new WebSocket('${forbidden.replace('http', 'ws')}socket'); } catch {}
</script></body></html>`;
}

export interface PageServers {
  /** Allow-listed (127.0.0.1): the pages to capture. */
  pages: LoopbackServer;
  /** Not allow-listed (127.0.0.2): must never see a connection. */
  forbidden: LoopbackServer;
  /** Requests in flight at the pages server's /slow-document, and the most seen at once. */
  slowDocuments: { now: number; max: number };
  close(): Promise<void>;
}

export async function startPageServers(): Promise<PageServers> {
  const forbidden = await startLoopbackServer(
    (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<body style="background:#ff0000">'),
    '127.0.0.2',
  );
  const slowDocuments = { now: 0, max: 0 };
  const html = (res: ServerResponse, body: string) =>
    void res.writeHead(200, { 'content-type': 'text/html' }).end(body);
  const pages = await startLoopbackServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    switch (path) {
      case '/colours':
        return html(res, COLOURS);
      case '/square.svg':
        return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SQUARE);
      case '/go-where':
        return void res.writeHead(302, { location: '/where' }).end();
      case '/where':
        return html(res, WHERE);
      case '/hostile':
        return html(res, hostile(forbidden.url));
      case '/redirect-forbidden':
        return void res.writeHead(302, { location: `${forbidden.url}redirected` }).end();
      case '/gzipped': // compressed although nobody asked for it
        return void res
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync('<body style="margin:0;background:#00ff00">'));
      case '/download':
        return void res
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            'content-disposition': 'attachment; filename="x.bin"',
          })
          .end('binary');
      case '/hang':
        return; // never answered: the server's close() drops it
      case '/hanging-image':
        return html(res, '<body style="margin:0;background:#0000ff"><img src="/hang">');
      case '/slow-document':
        slowDocuments.max = Math.max(slowDocuments.max, ++slowDocuments.now);
        return void setTimeout(() => {
          slowDocuments.now--;
          html(res, '<body style="background:#00ff00">');
        }, 400);
      default:
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
    }
  });
  return {
    pages,
    forbidden,
    slowDocuments,
    async close() {
      await pages.close();
      await forbidden.close();
    },
  };
}

/** The [r, g, b] of one pixel of a PNG. */
export function pixel(png: PNG, x: number, y: number): number[] {
  const i = (y * png.width + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

export async function downloadPng(url: string): Promise<PNG> {
  const res = await fetch(url);
  if (res.status !== 200 || res.headers.get('content-type') !== 'image/png')
    throw new Error(`image ${url}: ${res.status} ${res.headers.get('content-type')}`);
  return PNG.sync.read(Buffer.from(await res.arrayBuffer()));
}
