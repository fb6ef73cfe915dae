import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashableServer } from '../support/crashable-server.js';
import { waitFor } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';
import { probe } from '../render/motion-files.js';

/**
 * Issue 41: a `kill -9` of the process while it renders a long async clip. After a restart on the
 * same DATA_DIR the snap is queued again, completes, and is charged once.
 */
describe('kill -9 in the middle of an async MP4, then a restart on the same DATA_DIR', () => {
  let server: Awaited<ReturnType<typeof crashableServer>>;
  let hooks: Receiver;
  const request = (method: string, path: string, body?: unknown) => server.request(method, path, body);
  /** The snap's status: GraphQL's Snap shows it, the REST read (the spec's summary) does not. */
  const status = async (id: string): Promise<string> => {
    const res = await fetch(`${server.url()}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: String!) { snap(id: $id) { status } }', variables: { id } }),
    });
    return ((await res.json()) as { data: { snap: { status: string } } }).data.snap.status;
  };

  beforeAll(async () => {
    hooks = await startReceiver([204]);
    server = await crashableServer('clip', 10);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await hooks?.close();
  });

  it('the snap completes after the restart, a whole MP4, charged once', async () => {
    // 6 s at 20 fps of a box crossing a 320x180 canvas: 120 distinct frames, about a second of work on a quiet
    // machine: long enough to be killed in the middle, short enough not to weigh on the suite.
    const template = await request('POST', '/templates', {
      title: 'Long clip',
      width: 320,
      height: 180,
      background_color: '#ffffff',
      animation: { duration: 6_000, fps: 20 },
      layers: [
        {
          layer: 'box',
          type: 'empty',
          x: 0,
          y: 50,
          width: 40,
          height: 40,
          background_color: '#ff0000',
          keyframes: [
            { time: 0, x: 0, easing: 'linear' },
            { time: '100%', x: 280 },
          ],
        },
      ],
    });
    expect(template.status).toBe(201);
    const snap = await request('POST', '/snaps', {
      template_id: template.body.data.uuid,
      format: 'mp4',
      async: true,
      webhook_url: `${hooks.url}hook`,
    });
    expect(snap.status).toBe(202);
    await waitFor(async () => (await status(snap.body.id)) === 'processing', 30_000, 'the clip to be rendering');
    await server.kill();
    await server.start();
    // Killed in the middle: the restart found it unfinished and queued it again.
    expect(server.output()).toContain('"requeued":1');

    const done = await waitFor(
      async () => {
        const r = await request('GET', `/snaps/${snap.body.id}`);
        return r.body.media_url ? r.body : undefined;
      },
      120_000,
      'the clip to complete after the restart',
    );
    const mp4 = Buffer.from(
      await (await fetch(done.media_url.replace(/^https?:\/\/[^/]+/, server.url()))).arrayBuffer(),
    );
    expect(probe(mp4, 'mp4')).toMatchObject({ codec_name: 'h264', width: '320', height: '180', nb_read_frames: '120' });
    const usage = (await request('GET', '/usage')).body;
    expect([usage.period_used_requests, usage.period_available_requests]).toEqual([1, 9]);
  }, 240_000);
});
