import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

const KEY_FIELDS = 'id name prefix role email createdAt lastUsedAt revokedAt';
const CREATE = `mutation($name: String!, $role: Role) { createApiKey(name: $name, role: $role) { secret key { ${KEY_FIELDS} } } }`;
const LIST = `{ apiKeys { ${KEY_FIELDS} } }`;
const REVOKE = `mutation($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }`;

/** Issue 31, part 2: keys made, listed and revoked by the account's owners and admins. */
describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  const auth = (token: string) => t.request('GET', '/api/v1/auth', { token });

  it('an owner makes a named key with a lower role: the secret is shown once, the list shows its prefix and last use', async () => {
    const { token, email } = await t.account();
    const made = (await t.graphql(CREATE, { name: 'CI deploys', role: 'viewer' }, token)).data.createApiKey;
    expect(made.secret).toMatch(/^sfp_/);
    expect(made.key).toMatchObject({
      name: 'CI deploys',
      role: 'viewer',
      email,
      prefix: made.secret.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
    });

    expect((await auth(made.secret)).status).toBe(200);
    // Recorded after the answer, without delaying it.
    const listed = await waitFor(
      async () => {
        const keys = (await t.graphql(LIST, {}, token)).data.apiKeys;
        return keys[0].lastUsedAt && keys;
      },
      5_000,
      'the last use',
    );
    expect(listed.map((k: { name: string }) => k.name)).toEqual(['CI deploys', 'cli']);
    expect(JSON.stringify(listed)).not.toContain(made.secret);

    // The key acts as a viewer: it may read, not write, and not manage keys.
    const write = await t.request('POST', '/api/v1/templates', {
      token: made.secret,
      body: { title: 'T', width: 10, height: 10 },
    });
    expect(write.status).toBe(403);
    expect((await t.graphql(LIST, {}, made.secret)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("a key's role is at most its maker's: an admin-role key of an owner cannot make an owner key", async () => {
    const { token } = await t.account();
    const admin = (await t.graphql(CREATE, { name: 'admin key', role: 'admin' }, token)).data.createApiKey.secret;
    const refused = await t.graphql(CREATE, { name: 'escalate', role: 'owner' }, admin);
    expect(refused.errors[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { role: [expect.stringContaining('at most')] } },
    });
    expect((await t.graphql(CREATE, { name: 'as admin' }, admin)).data.createApiKey.key.role).toBe('admin');
    expect((await t.graphql(CREATE, { name: ' ' }, token)).errors[0].extensions.errors).toEqual({
      name: ['The name field is required.'],
    });
  });

  it('editors and viewers cannot list, make or revoke keys', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      const { token } = await t.account({ role });
      for (const [q, v] of [
        [LIST, {}],
        [CREATE, { name: 'x' }],
        [REVOKE, { id: 1 }],
      ] as const) {
        expect((await t.graphql(q, v, token)).errors[0].extensions.code, `${role} ${q}`).toBe('FORBIDDEN');
      }
    }
  });

  it('a revoked key is refused at once, though it was just used (and remembered); another account cannot revoke it', async () => {
    const { token } = await t.account();
    const { secret, key } = (await t.graphql(CREATE, { name: 'leaked' }, token)).data.createApiKey;
    expect((await auth(secret)).status).toBe(200);
    const { token: stranger } = await t.account();
    expect((await t.graphql(REVOKE, { id: key.id }, stranger)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await auth(secret)).status).toBe(200);

    const revoked = (await t.graphql(REVOKE, { id: key.id }, token)).data.revokeApiKey;
    expect(revoked.revokedAt).not.toBeNull();
    const r = await auth(secret);
    expect([r.status, r.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    expect((await auth(token)).status).toBe(200);
  });

  it('last use is written at most once a minute per key, not on every request', async () => {
    const { token } = await t.account();
    const { secret, key } = (await t.graphql(CREATE, { name: 'busy' }, token)).data.createApiKey;
    const { prisma } = t.app.services.database;
    expect((await auth(secret)).status).toBe(200);
    const first = await waitFor(
      async () => {
        const row = await prisma.accessToken.findUniqueOrThrow({ where: { id: key.id } });
        return row.lastUsedAt && row;
      },
      5_000,
      'the last use',
    );
    for (let i = 0; i < 5; i++) expect((await auth(secret)).status).toBe(200);
    expect((await prisma.accessToken.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt).toEqual(
      first.lastUsedAt,
    );
  });
});
