import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { loadFactor } from '../support/load-factor.js';
import { handmadeZip, repeatedEntries } from '../template-bundles/hostile-zips.js';
import { probeHealth, untilIdle } from './probe.js';

// Finding 1 of issue 39, replayed against one real `snapforge serve`: the bundle reader counted
// distinct names, so entries sharing one were never counted, and it unpacked on the request thread.
// 200,000 entries named `media/x` froze the server for 11-24 s; 1,500,000 of them (53 MB) for over
// seven minutes, through SIGTERM.
const MB = 1024 * 1024;
const NOT_A_BUNDLE = 'The file must be a design bundle (a ZIP made by a template export).';
const zeros = (name: string) => ({ name, data: new Uint8Array(24 * MB), deflate: true, declaredSize: 10 });

/**
 * What is sent, the reason it is refused for, and the slowest /healthz answer allowed meanwhile (ms,
 * on an idle machine): the request thread still copies the upload itself (the multipart part, its
 * File) at about 3 ms a MB here, so 53 MB hold it for up to ~200 ms; before the fix, for minutes.
 */
const BOMBS: [string, () => Buffer, string, number][] = [
  [
    '200,000 stored empty entries all named media/x, no central directory (7 MB)',
    () => repeatedEntries('media/x', 200_000),
    NOT_A_BUNDLE,
    200,
  ],
  ['1,500,000 of them (53 MB)', () => repeatedEntries('media/x', 1_500_000), NOT_A_BUNDLE, 500],
  [
    '200,000 entries named media/x, its central directory listing the first',
    () =>
      handmadeZip(
        Array.from({ length: 200_000 }, () => ({ name: 'media/x', data: new Uint8Array(0) })),
        ['media/x'],
      ),
    'The bundle holds media/x more than once.',
    200,
  ],
  [
    'six entries of 24 MB of zeros, each declaring 10 bytes (144 KB): inflated until the 128 MB bound',
    () => handmadeZip(Array.from({ length: 6 }, (_, i) => zeros(`media/${i}.png`))),
    'The bundle unpacks to more than 128 MB.',
    200,
  ],
];

describe('bundle bombs, against a real server', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;

  const importBundle = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type: 'application/zip' }), 'bomb.zip');
    const res = await fetch(`${server.url}/api/v1/templates/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const storedFiles = () => readdir(join(dataDir, 'files', 'media')).catch(() => [] as string[]);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'bundle-bombs-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    const created = await cli(['account', 'create', '--email', 'bundles@example.com', '--name', 'B'], {
      DATA_DIR: dataDir,
    });
    token = JSON.parse(created.stdout).token;
    server = await startServerProcess({ DATA_DIR: dataDir, RENDER_THREADS: '1' });
    // Measured from where the server settles: its render thread's warm-up and the import's code loaded.
    expect((await importBundle(Buffer.from('not a bundle'))).status).toBe(422);
    await untilIdle(server.child.pid!);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const [what, bomb, reason, healthzMs] of BOMBS) {
    it(`${what}: 422 on file, /healthz answering throughout, nothing stored`, async () => {
      const bytes = bomb();
      const health = probeHealth(server.url);
      const started = performance.now();
      const answer = await importBundle(bytes);
      const seconds = (performance.now() - started) / 1000;
      const { max } = await health.stop();
      expect(answer).toEqual({ status: 422, body: { message: reason, errors: { file: [reason] } } });
      const factor = loadFactor();
      expect(seconds).toBeLessThan(10 * factor);
      expect(max).toBeLessThan(healthzMs * factor);
      expect(server.child.exitCode).toBeNull();
      expect(await storedFiles()).toEqual([]);
    }, 60_000);
  }

  it('SIGTERM while a 53 MB bundle of 1,500,000 entries is imported: the server stops within its shutdown time', async () => {
    const sent = importBundle(repeatedEntries('media/x', 1_500_000)).catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    await server.stop();
    expect(server.child.exitCode ?? server.child.signalCode).not.toBeNull();
    expect((performance.now() - started) / 1000).toBeLessThan(15 * loadFactor());
    await sent;
  }, 60_000);
});
