import type { TestApp } from './test-app.js';

/** The bytes of a render's media URL, as the test app serves them (its addresses say localhost:0). */
export async function mediaFile(t: TestApp, mediaUrl: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(mediaUrl.replace('http://localhost:0', t.url))).arrayBuffer());
}
