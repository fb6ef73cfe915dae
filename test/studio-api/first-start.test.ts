import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { startServerProcess, type ServerProcess } from '../support/processes.js';
import { waitFor } from '../support/wait.js';

describe('the first start of snapforge serve', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'prints a Studio sign-in link beside the demo curl, and the link signs the demo user in',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(join(TMP, 'first-start-'));
      await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
      server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: 'http://studio.local:3000' });
      await waitFor(() => /studio\/auth\/link/.test(server!.output()));
      const link = /http:\/\/studio\.local:3000(\/studio\/auth\/link\?token=\S+)/.exec(server.output())!;
      expect(server.output()).toContain('curl -s http://studio.local:3000/api/v1/snaps');
      const res = await fetch(server.url + link[1], { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/studio');
      const cookie = res.headers.getSetCookie()[0].split(';')[0];
      const gql = async (query: string) => {
        const r = await fetch(`${server!.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-snapforge-csrf': '1' },
          body: JSON.stringify({ query }),
        });
        return (await r.json()).data;
      };
      expect(await gql('{ me { email } }')).toEqual({ me: { email: 'demo@snapforge.local' } });
      // The demo template is published like any other: the gallery gets its thumbnail.
      const demo = await waitFor(
        async () =>
          (await gql('{ templates(first: 5) { edges { node { title previewUrl } } } }')).templates.edges.find(
            (e: any) => e.node.previewUrl,
          )?.node,
      );
      expect(demo).toMatchObject({
        title: 'Demo card',
        previewUrl: expect.stringMatching(/^http:\/\/studio\.local:3000\/files\/previews\//),
      });
    },
  );
});
