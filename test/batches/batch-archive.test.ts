import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemplate } from '../snaps/fixtures.js';
import { assertDocumented } from '../support/openapi-responses.js';
import { BACKENDS, startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

describe.each(BACKENDS)('GET /api/v1/snaps/batches/{uuid}/archive (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let templateUuid: string;
  const archive = async (uuid: string, tok: string | null = token) => {
    const path = `/api/v1/snaps/batches/${uuid}/archive`;
    const res = await fetch(t.url + path, { headers: tok ? { authorization: `Bearer ${tok}` } : {} });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const body = res.headers.get('content-type')?.startsWith('application/json')
      ? JSON.parse(Buffer.from(bytes).toString())
      : bytes;
    assertDocumented({ method: 'GET', path, status: res.status, headers: res.headers, body });
    return { res, bytes, body };
  };
  const finished = (uuid: string) =>
    waitFor(
      async () => {
        const r = await t.request('GET', `/api/v1/snaps/batches/${uuid}`, { token });
        return ['completed', 'failed'].includes(r.body.status) && r.body;
      },
      60_000,
      'the batch to finish',
    );

  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ token } = await t.account({ credits: 100 }));
    templateUuid = await createTemplate(t, token);
  }, 60_000);
  afterAll(() => t?.close());

  it('streams every completed file, named by its identifier made safe and unique', async () => {
    const identifiers = [
      'alice',
      'Alice',
      'a/b\\c:d*e?f"g<h>i|j',
      '  ..hidden.  ',
      'CON',
      'nul.txt',
      'élodie',
      undefined,
      'alice',
    ];
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: {
        template_id: templateUuid,
        title: 'Team / cards',
        format: 'jpeg',
        items: identifiers.map((identifier, i) => ({ identifier, variants: [{ layer: 'title', text: `Card ${i}` }] })),
      },
    });
    expect(r.status).toBe(202);
    const done = await finished(r.body.uuid);
    expect(done.completed).toBe(9);

    const { res, bytes } = await archive(r.body.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Team _ cards.zip"; filename*=UTF-8''Team%20_%20cards.zip`,
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual([
      'alice.jpg',
      'Alice-2.jpg',
      'a_b_c_d_e_f_g_h_i_j.jpg',
      'hidden.jpg',
      '_CON.jpg',
      '_nul.txt.jpg',
      'élodie.jpg',
      'item_8.jpg',
      'alice-3.jpg',
    ]);
    // Each file is its item's image, byte for byte, in the items' order.
    for (const [i, name] of Object.keys(files).entries()) {
      const { storage } = t.app.services;
      const media = (await storage.read(storage.keyOf(done.items[i].media_url)!))!;
      expect(Buffer.from(files[name]).equals(media), name).toBe(true);
    }
  });

  it('leaves out items that did not complete', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: Array.from({ length: 30 }, (_, i) => ({ identifier: `n${i}` })) },
    });
    const canceled = await t.request('POST', `/api/v1/snaps/batches/${r.body.uuid}/cancel`, { token });
    expect(canceled.body.canceled).toBeGreaterThan(0);
    const done = await waitFor(
      async () => {
        const b = (await t.request('GET', `/api/v1/snaps/batches/${r.body.uuid}`, { token })).body;
        return b.pending === 0 && b;
      },
      60_000,
      'the items to settle',
    );
    const completed = done.items.filter((i: any) => i.status === 'completed').map((i: any) => `${i.identifier}.png`);
    expect(Object.keys(unzipSync((await archive(r.body.uuid)).bytes))).toEqual(completed);
  });

  it("answers 404 for another account's batch and an unknown one, 401 without a token", async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: [{}] },
    });
    const other = await t.account({ credits: 10 });
    const theirs = await archive(r.body.uuid, other.token);
    expect([theirs.res.status, theirs.body]).toEqual([
      404,
      { message: 'No batch with that id exists in your account.' },
    ]);
    const unknown = await archive('00000000-0000-4000-8000-000000000000');
    expect([unknown.res.status, unknown.body]).toEqual([
      404,
      { message: 'No batch with that id exists in your account.' },
    ]);
    expect((await archive(r.body.uuid, null)).res.status).toBe(401);
  });

  it('gives its address in GraphQL', async () => {
    const r = await t.request('POST', '/api/v1/snaps/batches', {
      token,
      body: { template_id: templateUuid, items: [{}] },
    });
    const g = await t.graphql('query($u: String!) { batch(uuid: $u) { archiveUrl } }', { u: r.body.uuid }, token);
    expect(g.data.batch.archiveUrl).toBe(`${r.body.status_url}/archive`);
  });

  it('streams several batches as one ZIP, in the order named, names unique across them; refuses a bad list', async () => {
    const start = async (ids: string[]) =>
      (
        await t.request('POST', '/api/v1/snaps/batches', {
          token,
          body: { template_id: templateUuid, items: ids.map((identifier) => ({ identifier })) },
        })
      ).body.uuid as string;
    const [first, second] = [await start(['a', 'b']), await start(['c', 'a'])];
    await finished(first);
    await finished(second);
    const combined = async (query: string) => {
      const path = `/api/v1/snaps/batches/archive${query}`;
      const res = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const json = res.headers.get('content-type')?.startsWith('application/json');
      const body = json ? JSON.parse(Buffer.from(bytes).toString()) : bytes;
      assertDocumented({
        method: 'GET',
        path: '/api/v1/snaps/batches/archive',
        status: res.status,
        headers: res.headers,
        body,
      });
      return { res, bytes, body };
    };
    const both = await combined(`?uuids=${second},${first}&name=people.csv`);
    expect(both.res.status).toBe(200);
    expect(both.res.headers.get('content-disposition')).toBe(
      `attachment; filename="people.csv.zip"; filename*=UTF-8''people.csv.zip`,
    );
    expect(Object.keys(unzipSync(both.bytes))).toEqual(['c.png', 'a.png', 'a-2.png', 'b.png']);

    const many = Array.from({ length: 51 }, () => first).join(',');
    for (const [query, status, message] of [
      ['', 422, 'The uuids field is required.'],
      [`?uuids=${first},${first}`, 422, 'The uuids field has a duplicate value.'],
      [`?uuids=${many}`, 422, 'The uuids field must not have more than 50 items.'],
      [`?uuids=${first},00000000-0000-4000-8000-000000000000`, 404, 'No batch with that id exists in your account.'],
    ] as const) {
      const r = await combined(query);
      expect([r.res.status, r.body.message]).toEqual([status, message]);
    }
  });
});
