// A minimal takumi HTTP endpoint, run as its own process by takumi-http.ts (bundled to plain
// JavaScript, as serve runs dist/, so that no TypeScript loader weighs on its memory), from the
// checkout's root: `POST /` with `{ format, texts }` answers the standard card's image.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { TAKUMI_CARD_FILES, takumiCard, type TakumiFormat } from './takumi-card.js';

const CONTENT_TYPES: Record<TakumiFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const files = Object.fromEntries(Object.entries(TAKUMI_CARD_FILES).map(([k, path]) => [k, readFileSync(path)]));
const card = await takumiCard(files as Parameters<typeof takumiCard>[0]);
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      const { format, texts } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        format: TakumiFormat;
        texts: Parameters<typeof card.render>[0];
      };
      const image = await card.render(texts, format);
      res.writeHead(200, { 'content-type': CONTENT_TYPES[format], 'content-length': image.length }).end(image);
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
    }
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
