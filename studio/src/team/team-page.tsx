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
import { usePolicies } from '../shell/policies';

const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The account's members: invite one (their one-time link shown to pass on), change a role, remove one. Owners and admins. */
export function TeamPage() {
  const policies = usePolicies();
  if (policies && !policies.has('manageAccount')) {
    return (
      <main class="page">
        <h1>Team</h1>
        <p>Only the account's owners and admins manage its members.</p>
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
  const remove = (id: number, who: string) => {
    if (confirm(`Remove ${who}? Their API keys stop working and their sessions end.`))
      done(request(RemoveMemberDocument, { id }));
  };

  return (
    <main class="page">
      <h1>Team</h1>
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <form onSubmit={invite} aria-label="Invite a member" class="inline-form">
        <label>
          E-mail{' '}
          <input
            type="email"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            placeholder="name@example.com"
          />
        </label>
        <FieldError error={inviteError} field="email" />
        <label>
          Name <input value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="optional" />
        </label>
        <label>
          Role{' '}
          <select value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <FieldError error={inviteError} field="role" />
        <FieldError error={inviteError} />
        <button type="submit">Invite</button>
      </form>
      {invited && (
        <div class="new-key" role="status">
          <p>
            Send <strong>{invited.email}</strong> this link: it signs them in once, within 7 days. No e-mail is sent.
          </p>
          <input readOnly value={invited.link} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      {changeError && (
        <p role="alert" class="field-error">
          {changeError}
        </p>
      )}
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
                <select
                  aria-label={`Role of ${m.email}`}
                  value={m.role}
                  onChange={(e) => changeRole(m.id, e.currentTarget.value as Role)}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </td>
              <td>{when(m.invitedAt)}</td>
              <td>{m.joinedAt ? when(m.joinedAt) : 'Invited'}</td>
              <td>
                <button type="button" onClick={() => remove(m.id, m.email)}>
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">
        Only owners make, change or remove owners; the account keeps at least one. A person belongs to one account.
      </p>
    </main>
  );
}
