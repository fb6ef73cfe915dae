import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupsSubtable,
  INTER_TTF,
  lyingWoff2,
  segmentsSubtable,
  withCmapSubtable,
  woffBomb,
} from '../fonts/font-bombs.js';
import { OCRB_TTF, toWoff } from '../fonts/font-files.js';
import { PGLITE_TEMPLATE, TMP } from '../support/paths.js';
import { cli, startServerProcess, type ServerProcess } from '../support/processes.js';
import { loadFactor } from '../support/load-factor.js';
import { memoryMb, probeHealth, untilIdle } from './probe.js';

// Findings 2 and 3 of issue 25, replayed against one real `snapforge serve` whose heap is capped at
// 256 MB: before the fix the first bomb ended the process and the WOFF one stored a 1 GB font.
const HEAP_MB = 256;
const MB = 1024 * 1024;

const ONE_GROUP = withCmapSubtable(INTER_TTF, groupsSubtable([[0, 0xfffffffe, 3]]));
const BEYOND_UNICODE = "The font's character map (cmap) maps code points beyond Unicode (above U+10FFFF).";

/** What is sent, the reason it is refused for; all but the WOFF-wrapped cmap are refused before a parse thread starts. */
const BOMBS: [string, Buffer, string][] = [
  ['Inter with one cmap group [0, 0xFFFFFFFE]', ONE_GROUP, BEYOND_UNICODE],
  ['the same wrapped in WOFF, its cmap read in the parse thread once unwrapped', toWoff(ONE_GROUP), BEYOND_UNICODE],
  [
    'Inter with 64 overlapping cmap groups of all of Unicode',
    withCmapSubtable(INTER_TTF, groupsSubtable(Array.from({ length: 64 }, () => [0, 0x10ffff, 3]))),
    "The font's character map (cmap) maps 71303168 code points; at most 1114112 (all of Unicode) are accepted.",
  ],
  [
    'Inter with 40 overlapping format-4 segments',
    withCmapSubtable(INTER_TTF, segmentsSubtable(Array.from({ length: 40 }, () => [0, 0xfffe]))),
    "The font's character map (cmap) maps 2621401 code points; at most 1114112 (all of Unicode) are accepted.",
  ],
  [
    'a WOFF of Inter with 16 more tables inflating to 1 GB, its header declaring 334 KB',
    woffBomb(INTER_TTF, 16, 64 * MB),
    'The font would unpack to 1025 MB; at most 64 MB is accepted.',
  ],
  [
    'a WOFF2 whose directory declares 128 MB',
    lyingWoff2(128 * MB, 1000),
    'The font would unpack to 129 MB; at most 64 MB is accepted.',
  ],
  [
    'a WOFF2 whose 32 MB of tables do not fit its 1 KB font',
    lyingWoff2(32 * MB, 1000),
    'The font is damaged or incomplete: it could not be read.',
  ],
];

describe('font bombs, against a real server with a 256 MB heap', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;
  let baseline: { rss: number; peak: number };
  const measured: Record<string, unknown>[] = [];

  const rest = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), name);
    const res = await fetch(`${server.url}/api/v1/fonts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const graphql = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: File) { uploadFont(file: $file) { id family } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bytes as BlobPart]), name);
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return (await res.json()) as any;
  };
  const families = async () => {
    const res = await fetch(`${server.url}/api/v1/fonts`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    return ((await res.json()) as any).data.filter((f: any) => !f.bundled).map((f: any) => f.family);
  };
  const storedFiles = () => readdir(join(dataDir, 'files', 'fonts')).catch(() => [] as string[]);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(TMP, 'font-bombs-'));
    await cp(PGLITE_TEMPLATE, dataDir, { recursive: true });
    const created = await cli(['account', 'create', '--email', 'fonts@example.com', '--name', 'F'], {
      DATA_DIR: dataDir,
    });
    token = JSON.parse(created.stdout).token;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
      RENDER_THREADS: '1',
    });
    // Measured from where the server settles: its render thread's warm-up and the first upload's code loaded.
    expect((await rest(Buffer.from('not a font at all'), 'font.ttf')).status).toBe(422);
    await untilIdle(server.child.pid!);
    baseline = memoryMb(server.child.pid!);
  }, 120_000);
  afterAll(async () => {
    console.info(JSON.stringify({ baselineMb: baseline && Math.round(baseline.peak), measured }, null, 1));
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const [what, bomb, reason] of BOMBS) {
    it(`${what} (${Math.round(bomb.length / 1024)} KB): 422 with the reason over REST and GraphQL, the server up and answering, nothing stored`, async () => {
      const health = probeHealth(server.url);
      const started = performance.now();
      const viaRest = await rest(bomb, 'bomb.ttf');
      const viaGraphql = await graphql(bomb, 'bomb.ttf');
      const seconds = (performance.now() - started) / 1000;
      const { max } = await health.stop();
      const memory = memoryMb(server.child.pid!);
      measured.push({
        what,
        seconds: +seconds.toFixed(2),
        healthzMaxMs: Math.round(max),
        peakRssMb: Math.round(memory.peak),
      });

      expect(viaRest).toEqual({ status: 422, body: { message: reason, errors: { file: [reason] } } });
      expect(viaGraphql.data?.uploadFont ?? null).toBeNull();
      expect(viaGraphql.errors[0]).toMatchObject({
        message: reason,
        extensions: { code: 'BAD_USER_INPUT', errors: { file: [reason] } },
      });
      expect(server.child.exitCode).toBeNull();
      const factor = loadFactor();
      // Refused by bounded reads before anything inflates or fontkit runs; a parse thread starts in about a second on a busy machine.
      expect(seconds).toBeLessThan(10 * factor);
      expect(max).toBeLessThan(200 * factor);
      // Nothing unpacked in the process: its peak stays within a parse thread's start of where it began.
      expect(memory.peak - baseline.peak).toBeLessThan(128);
      expect(await families()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    });
  }

  it('still takes a real font afterwards, read in its parse thread from the compiled service', async () => {
    const r = await rest(OCRB_TTF, 'ocrb.ttf');
    expect(r).toMatchObject({ status: 201, body: { family: 'OCRB', weight: 400, bytes: OCRB_TTF.length } });
    expect(await families()).toEqual(['OCRB']);
    expect(await storedFiles()).toHaveLength(1);
  });
});
