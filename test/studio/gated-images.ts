import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

/**
 * A loopback HTTP server whose images are answered only once `open()` is called: a batch that
 * uses them stays running until the test lets it finish. Paths under /missing answer 404 at once
 * (an image that cannot be used). It also takes webhook posts (200).
 */
export async function startGatedImages() {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e11d48' } })
    .png()
    .toBuffer();
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST') return req.resume().on('end', () => res.writeHead(200).end('ok'));
    if (req.url?.startsWith('/missing')) return res.writeHead(404).end();
    void opened.then(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    open: () => open(),
    close: () => new Promise<void>((r) => (open(), server.closeAllConnections(), server.close(() => r()))),
  };
}
