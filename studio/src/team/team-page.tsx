import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import {
  ChangeMemberRoleDocument,
  InviteMemberDocument,
  MembersDocument,
  RemoveMemberDocument,
  type Role,
} from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { When } from '../shell/pager';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { Field, Input } from '../ui/field';
import { Send, Trash2 } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { Select } from '../ui/select';

const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];

/** The account's members: invite one (their one-time link shown to pass on), change a role, remove one. Owners and admins. */
export function TeamPage() {
  const policies = usePolicies();
  if (policies && !policies.has('manageAccount')) {
    return (
      <main class="page">
        <PageHead title="Team" />
        <p class="notice">Only the account's owners and admins manage its members.</p>
      </main>
    );
  }
  return policies ? <ManageMembers /> : null;
}

function ManageMembers() {
  const { data, error, reload } = useQuery(MembersDocument);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [inviteError, setInviteError] = useState<ApiError>();
  const [invited, setInvited] = useState<{ email: string; link: string }>();
  const [changeError, setChangeError] = useState<string>();
  const confirm = useConfirm();

  const invite = (e: Event) => {
    e.preventDefault();
    request(InviteMemberDocument, { email, role, name: name || null }).then(
      ({ inviteMember: i }) => (
        setInvited({ email: i.member.email, link: i.link }),
        setEmail(''),
        setName(''),
        setInviteError(undefined),
        reload()
      ),
      (err: ApiError) => setInviteError(err),
    );
  };
  const done = (p: Promise<unknown>) =>
    p.then(
      () => (setChangeError(undefined), reload()),
      (err: Error) => (setChangeError(err.message), reload()),
    );
  const changeRole = (id: number, to: Role) => done(request(ChangeMemberRoleDocument, { id, role: to }));
  const remove = async (id: number, who: string) => {
    const body = `${who}'s API keys stop working and their sessions end.`;
    if (await confirm.ask({ title: `Remove ${who}?`, body, confirm: 'Remove' }))
      done(request(RemoveMemberDocument, { id }));
  };

  return (
    <main class="page">
      <PageHead title="Team" />
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <form onSubmit={invite} aria-label="Invite a member" class="panel-card">
        <div class="form-grid">
          <Field label="E-mail" htmlFor="invite-email">
            <Input
              id="invite-email"
              type="email"
              value={email}
              onInput={(e) => setEmail(e.currentTarget.value)}
              placeholder="name@example.com"
            />
          </Field>
          <Field label="Name" htmlFor="invite-name">
            <Input
              id="invite-name"
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
              placeholder="optional"
            />
          </Field>
          <Field label="Role" htmlFor="invite-role">
            <Select
              id="invite-role"
              value={role}
              onChange={setRole}
              options={ROLES.map((r) => ({ value: r, label: r }))}
            />
          </Field>
          <Button type="submit" variant="primary" icon={<Send size={14} />} style={{ justifySelf: 'start' }}>
            Invite
          </Button>
        </div>
        <FieldError error={inviteError} field="email" />
        <FieldError error={inviteError} field="role" />
        <FieldError error={inviteError} />
      </form>
      {invited && (
        <div class="notice success" role="status">
          <div class="stack">
            <p>
              Send <strong>{invited.email}</strong> this link: it signs them in once, within 7 days. No e-mail is sent.
            </p>
            <input
              class="input"
              readOnly
              value={invited.link}
              aria-label="Invitation link"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        </div>
      )}
      {changeError && (
        <p role="alert" class="field-error">
          {changeError}
        </p>
      )}
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th>E-mail</th>
              <th>Name</th>
              <th>Role</th>
              <th>Invited</th>
              <th>Joined</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.members.map((m) => (
              <tr key={m.id}>
                <td>{m.email}</td>
                <td>{m.name}</td>
                <td>
                  <Select
                    label={`Role of ${m.email}`}
                    size="sm"
                    value={m.role}
                    onChange={(r) => changeRole(m.id, r)}
                    options={ROLES.map((r) => ({ value: r, label: r }))}
                  />
                </td>
                <td>
                  <When iso={m.invitedAt} />
                </td>
                <td>{m.joinedAt ? <When iso={m.joinedAt} /> : 'Invited'}</td>
                <td class="actions">
                  <Button size="sm" variant="danger" icon={<Trash2 size={14} />} onClick={() => remove(m.id, m.email)}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint">
        Only owners make, change or remove owners; the account keeps at least one. A person belongs to one account.
      </p>
    </main>
  );
}
