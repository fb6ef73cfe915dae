import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/accounts/account-service.js';
import { FONT_CARD, fontCardLayer, OCRB_TTF } from '../fonts/font-files.js';
import { REDIS_AVAILABLE } from '../jobs/redis.js';
import { decodePng, expectGolden } from '../render/helpers.js';
import { POSTGRES_AVAILABLE } from '../support/postgres.js';
import type { ServerProcess } from '../support/processes.js';
import { waitFor } from '../support/wait.js';
import { call, Cluster } from './cluster.js';
import { REDIS_SERVER_AVAILABLE } from './private-redis.js';

/** An account's font, uploaded through an API process, drawn by a `snapforge worker` process. */
describe.skipIf(!(POSTGRES_AVAILABLE && REDIS_AVAILABLE && REDIS_SERVER_AVAILABLE))(
  'uploaded fonts in scaled mode',
  () => {
    let cluster: Cluster;
    let api: ServerProcess;
    let worker: ServerProcess;

    beforeAll(async () => {
      // The snap's callback goes to a closed loopback port: only the render matters here.
      cluster = await Cluster.create({
        RENDER_THREADS: '1',
        RATE_LIMIT_PER_MINUTE: '100000',
        ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      });
      [api, worker] = await Promise.all([cluster.startApi(), cluster.startWorker()]);
    }, 120_000);
    afterAll(async () => {
      await cluster?.close();
    });

    /** A queued snap of a new template, rendered by the worker process: its PNG. */
    async function workerSnap(token: string, fontFamily: string): Promise<Buffer> {
      const template = await call(api.url, 'POST', '/api/v1/templates', token, {
        title: 'Font card',
        ...FONT_CARD,
        layers: [fontCardLayer(fontFamily)],
      });
      expect(template.status).toBe(201);
      const queued = await call(api.url, 'POST', '/api/v1/snaps', token, {
        template_id: template.body.data.uuid,
        async: true,
        webhook_url: 'http://127.0.0.1:9/hook',
      });
      expect(queued.status).toBe(202);
      const done = await waitFor(
        async () => {
          const r = await call(api.url, 'GET', `/api/v1/snaps/${queued.body.id}`, token);
          return typeof r.body.media_url === 'string' && r.body;
        },
        60_000,
        'the async snap',
      ).catch((e: Error) => {
        throw new Error(`${e.message}\nworker:\n${worker.output().slice(-3000)}`);
      });
      return Buffer.from(await (await fetch(api.url + new URL(done.media_url).pathname)).arrayBuffer());
    }

    const account = async (name: string) =>
      (
        await createAccount(cluster.db.prisma, {
          email: `${name}-${randomBytes(5).toString('hex')}@example.com`,
          name,
          credits: 10,
        })
      ).token;

    it('an async snap in an uploaded family is rendered by a worker process in that family, for its account only', async () => {
      const [owner, other] = await Promise.all([account('fonts'), account('other')]);
      const form = new FormData();
      form.append('file', new Blob([OCRB_TTF as BlobPart]), 'ocrb.ttf');
      const uploaded = await fetch(`${api.url}/api/v1/fonts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, accept: 'application/json' },
        body: form,
      });
      expect(uploaded.status).toBe(201);

      // The very image the single-process test renders (test/fonts): the worker drew it in OCRB.
      expectGolden('uploaded-font-ocrb', await workerSnap(owner, 'ocrb'));
      // In the same worker, which has the owner's OCRB loaded, another account's "OCRB" is an unknown family: sans.
      const [theirs, sans] = await Promise.all([workerSnap(other, 'OCRB'), workerSnap(other, 'sans')]);
      expect(decodePng(theirs).data.equals(decodePng(sans).data)).toBe(true);
    }, 120_000);
  },
);
