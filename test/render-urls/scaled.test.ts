import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerForEmail, createAccount } from '../../src/accounts/account-service.js';
import { urlSigningKeyFor } from '../../src/render-urls/url-signing-keys.js';
import { REDIS_AVAILABLE } from '../jobs/redis.js';
import { call, Cluster } from '../scaled/cluster.js';
import { REDIS_SERVER_AVAILABLE } from '../scaled/private-redis.js';
import { cardLayers } from '../snaps/fixtures.js';
import { POSTGRES_AVAILABLE } from '../support/postgres.js';
import type { ServerProcess } from '../support/processes.js';
import { get, near, pixelOf, signWith } from './support.js';

/** Two `snapforge serve` processes and one worker on PostgreSQL and Redis: render URLs single-flight across processes. */
describe.skipIf(!(POSTGRES_AVAILABLE && REDIS_AVAILABLE && REDIS_SERVER_AVAILABLE))(
  'render URLs in scaled mode: 2 API processes, 1 worker',
  () => {
    let cluster: Cluster;
    let api1: ServerProcess;
    let api2: ServerProcess;
    let token: string;
    let accountId: number;
    let key: string;
    let template: { id: number; uuid: string };
    const credits = async () => (await call(api1.url, 'GET', '/api/v1/usage', token)).body.period_available_requests;
    const urlSnaps = () => cluster.db.prisma.snap.count({ where: { accountId, source: 'url' } });

    beforeAll(async () => {
      cluster = await Cluster.create({ RATE_LIMIT_PER_MINUTE: '100000' });
      [api1, api2] = await Promise.all([cluster.startApi(), cluster.startApi()]);
      await cluster.startWorker();
      const email = `render-url-${randomBytes(5).toString('hex')}@example.com`;
      ({ token } = await createAccount(cluster.db.prisma, { email, name: 'Scaled', credits: 100 }));
      accountId = (await callerForEmail(cluster.db.prisma, email)).accountId;
      key = await urlSigningKeyFor(cluster.db.sql, accountId);
      const created = await call(api1.url, 'POST', '/api/v1/templates', token, {
        title: 'Card',
        width: 320,
        height: 200,
        layers: cardLayers(null),
      });
      template = created.body.data;
    }, 120_000);
    afterAll(async () => {
      await cluster?.close();
    });

    it('50 simultaneous first requests over both API processes render once and charge once; both then serve the cache', async () => {
      const params: [string, string][] = [
        ['bg', '#ff0000'],
        ['title', 'Scaled'],
      ];
      const [url1, url2] = await Promise.all([
        signWith('node', key, api1.url, template.uuid, 'png', params),
        signWith('node', key, api2.url, template.uuid, 'png', params),
      ]);
      const before = await credits();
      const all = await Promise.all(Array.from({ length: 50 }, (_, i) => get(i % 2 ? url2 : url1)));
      expect(new Set(all.map((r) => r.status))).toEqual(new Set([200]));
      expect(all.every((r) => r.body.equals(all[0].body))).toBe(true);
      expect(near(await pixelOf(all[0].body, 170, 190), [255, 0, 0])).toBe(true);
      expect([await urlSnaps(), await credits()]).toEqual([1, before - 1]);
      for (const url of [url1, url2]) expect((await get(url)).headers.get('x-cache')).toBe('HIT');
      expect(await cluster.db.prisma.renderUrlClaim.count()).toBe(0);
    });

    it('a publish through one process changes the image at the same URL on the other', async () => {
      const params: [string, string][] = [['title', 'Publish']];
      const url2 = await signWith('node', key, api2.url, template.uuid, 'png', params);
      expect(near(await pixelOf((await get(url2)).body, 170, 190), [0x12, 0x34, 0x56])).toBe(true);
      const layers = cardLayers(null).map((l) => (l.layer === 'bg' ? { ...l, background_color: '#00ff00' } : l));
      expect(
        (await call(api1.url, 'PATCH', `/api/v1/templates/${template.id}`, token, { title: 'Card', layers })).status,
      ).toBe(200);
      // The other process trusts what it read for up to a second (docs/api.md, "Caching").
      await new Promise((r) => setTimeout(r, 1100));
      expect(near(await pixelOf((await get(url2)).body, 170, 190), [0, 255, 0])).toBe(true);
    });
  },
);
