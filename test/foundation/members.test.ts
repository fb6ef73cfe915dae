import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/processes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { browserFetch, cookieGraphql, sessionCookieOf } from '../studio-api/support.js';

const MEMBER = 'id email name role joinedAt invitedAt';
const INVITE = `mutation($email: String!, $role: Role!, $name: String) { inviteMember(email: $email, role: $role, name: $name) { link member { ${MEMBER} } } }`;
const LIST = `{ members { ${MEMBER} } }`;
const ROLE = `mutation($id: Int!, $role: Role!) { changeMemberRole(id: $id, role: $role) { ${MEMBER} } }`;
const REMOVE = `mutation($id: Int!) { removeMember(id: $id) { id } }`;

/** Issue 31, part 3: people invited to an account with a role, listed, changed and removed by its owners and admins. */
describe('Members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  let n = 0;
  const newEmail = () => `member-${Date.now()}-${++n}@example.com`;

  /** Follows an invitation link as a browser: the Studio session cookie it sets. */
  async function accept(link: string): Promise<string> {
    const res = await browserFetch(t, link.slice(t.app.services.config.PUBLIC_URL.length));
    expect(res.headers.get('location')).toBe('/studio');
    return sessionCookieOf(res)!.pair;
  }

  it('an invited editor signs in with the link, edits a template, cannot manage keys or members, and is listed as joined', async () => {
    const { token, email: ownerEmail } = await t.account();
    const template = (
      await t.graphql('mutation { createTemplate(input: {title: "Card", width: 100, height: 50}) { id } }', {}, token)
    ).data.createTemplate;
    const email = newEmail();
    const invited = (await t.graphql(INVITE, { email: email.toUpperCase(), role: 'editor', name: 'Eda' }, token)).data
      .inviteMember;
    expect(invited.member).toMatchObject({ email, name: 'Eda', role: 'editor', joinedAt: null });
    expect(invited.link).toMatch(/\/studio\/auth\/link\?token=sfl_/);

    const cookie = await accept(invited.link);
    expect((await cookieGraphql(t, cookie, '{ me { email role } }')).data.me).toEqual({ email, role: 'editor' });
    const edited = await cookieGraphql(
      t,
      cookie,
      'mutation($id: Int!) { updateTemplate(id: $id, input: {title: "Edited"}) { title } }',
      { id: template.id },
    );
    expect(edited.data.updateTemplate.title).toBe('Edited');
    for (const [q, v] of [
      [LIST, {}],
      ['{ apiKeys { id } }', {}],
      ['mutation { createApiKey(name: "x") { secret } }', {}],
      [INVITE, { email: newEmail(), role: 'viewer' }],
      [REMOVE, { id: invited.member.id }],
    ] as const) {
      expect((await cookieGraphql(t, cookie, q, v)).errors[0].extensions.code, q).toBe('FORBIDDEN');
    }
    // The link works once.
    const again = await browserFetch(t, invited.link.slice(t.app.services.config.PUBLIC_URL.length));
    expect(again.headers.get('location')).toBe('/studio/sign-in?error=expired');

    const members = (await t.graphql(LIST, {}, token)).data.members;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [ownerEmail, 'owner'],
      [email, 'editor'],
    ]);
    expect(members[1].joinedAt).not.toBeNull();

    // Demoted, then removed: at once, though the session's identity was just used (and remembered).
    expect((await t.graphql(ROLE, { id: invited.member.id, role: 'viewer' }, token)).data.changeMemberRole.role).toBe(
      'viewer',
    );
    expect((await cookieGraphql(t, cookie, '{ me { role } }')).data.me.role).toBe('viewer');
    expect((await t.graphql(REMOVE, { id: invited.member.id }, token)).data.removeMember.id).toBe(invited.member.id);
    expect((await cookieGraphql(t, cookie, '{ me { role } }')).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the last owner can be neither demoted nor removed; with a second owner, one can', async () => {
    const { token } = await t.account();
    const [owner] = (await t.graphql(LIST, {}, token)).data.members;
    for (const [q, v] of [
      [ROLE, { id: owner.id, role: 'admin' }],
      [REMOVE, { id: owner.id }],
    ] as const) {
      const refused = await t.graphql(q, v, token);
      expect(refused.errors[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', errors: { role: [expect.stringContaining('last owner')] } },
      });
    }
    const second = (await t.graphql(INVITE, { email: newEmail(), role: 'owner' }, token)).data.inviteMember.member;
    expect((await t.graphql(ROLE, { id: owner.id, role: 'admin' }, token)).data.changeMemberRole.role).toBe('admin');
    // Now an admin (the identity is forgotten at once): it may not touch the remaining owner.
    expect((await t.graphql(REMOVE, { id: second.id }, token)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('an admin invites editors but not owners, and cannot change or remove an owner', async () => {
    const { token, email: ownerEmail } = await t.account();
    const admin = (await t.graphql(INVITE, { email: newEmail(), role: 'admin' }, token)).data.inviteMember;
    const cookie = await accept(admin.link);
    const owner = (await cookieGraphql(t, cookie, LIST)).data.members.find(
      (m: { email: string }) => m.email === ownerEmail,
    );
    expect(
      (await cookieGraphql(t, cookie, INVITE, { email: newEmail(), role: 'owner' })).errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect((await cookieGraphql(t, cookie, ROLE, { id: owner.id, role: 'viewer' })).errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await cookieGraphql(t, cookie, REMOVE, { id: owner.id })).errors[0].extensions.code).toBe('FORBIDDEN');
    const editor = (await cookieGraphql(t, cookie, INVITE, { email: newEmail(), role: 'editor' })).data.inviteMember
      .member;
    expect((await cookieGraphql(t, cookie, ROLE, { id: editor.id, role: 'viewer' })).data.changeMemberRole.role).toBe(
      'viewer',
    );
    expect((await cookieGraphql(t, cookie, REMOVE, { id: editor.id })).data.removeMember.id).toBe(editor.id);
    expect((await t.graphql(LIST, {}, token)).data.members).toHaveLength(2);
  });

  it('an e-mail with a user anywhere is refused (422): here, or in another account; another account cannot see a member', async () => {
    const { token, email } = await t.account();
    const { token: other, email: otherEmail } = await t.account();
    const here = await t.graphql(INVITE, { email, role: 'viewer' }, token);
    expect(here.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { email: [`${email} is already a member of this account.`] },
    });
    const elsewhere = await t.graphql(INVITE, { email: otherEmail, role: 'viewer' }, token);
    expect(elsewhere.errors[0].extensions.errors.email[0]).toContain('already belongs to another account');
    const bad = await t.graphql(INVITE, { email: 'not-an-email', role: 'viewer' }, token);
    expect(bad.errors[0].extensions.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const [owner] = (await t.graphql(LIST, {}, token)).data.members;
    expect((await t.graphql(REMOVE, { id: owner.id }, other)).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('the CLI invites, lists and refuses to remove the last owner, as the user --email names', async () => {
    const { email } = await t.account();
    const env = { DATA_DIR: t.dataDir, PUBLIC_URL: t.app.services.config.PUBLIC_URL };
    const invitee = newEmail();
    const invited = await cli(['member', 'invite', '--email', email, '--invite', invitee, '--role', 'viewer'], env);
    expect(invited.code, invited.stderr).toBe(0);
    const { link, member } = JSON.parse(invited.stdout);
    expect(member).toMatchObject({ email: invitee, role: 'viewer', joinedAt: null });
    await accept(link);
    const listed = JSON.parse((await cli(['member', 'list', '--email', email], env)).stdout).members;
    expect(listed.map((m: { email: string }) => m.email)).toEqual([email, invitee]);
    expect(listed[1].joinedAt).not.toBeNull();
    const refused = await cli(['member', 'remove', '--email', email, '--id', String(listed[0].id)], env);
    expect([refused.code, refused.stderr.trim()]).toEqual([
      1,
      "snapforge: The account's last owner cannot be demoted or removed: make another member an owner first.",
    ]);
  });
});
