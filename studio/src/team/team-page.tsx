import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useAction, useSubmit } from '../shell/use-request';
import { useQuery } from '../api/use-query';
import {
  ChangeMemberRoleDocument,
  InviteMemberDocument,
  MembersDocument,
  RemoveMemberDocument,
  type MembersQuery,
  type Role,
} from '../generated/graphql';
import { ErrorLine, FieldError } from '../shell/field-error';
import { ManagersPage } from '../shell/managers-page';
import { When } from '../shell/pager';
import { ROLE_OPTIONS } from '../shell/roles';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { Field, TextField } from '../ui/field';
import { Send, Trash2 } from '../ui/icons';
import { Select } from '../ui/select';
import { Table } from '../ui/table';

/** The account's members: invite one (their one-time link shown to pass on), change a role, remove one. Owners and admins. */
export function TeamPage() {
  return (
    <ManagersPage title="Team" why="Only the account's owners and admins manage its members.">
      <ManageMembers />
    </ManagersPage>
  );
}

/** An invitation: an e-mail, a name and a role; the one-time link to pass on once made. */
function InviteForm({ onInvited }: { onInvited(): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [invited, setInvited] = useState<{ email: string; link: string }>();
  const { error, submit } = useSubmit(
    () => request(InviteMemberDocument, { email, role, name: name || null }),
    ({ inviteMember: i }) => (
      setInvited({ email: i.member.email, link: i.link }),
      setEmail(''),
      setName(''),
      onInvited()
    ),
  );
  return (
    <>
      <form onSubmit={submit} aria-label="Invite a member" class="panel-card">
        <div class="form-grid">
          <TextField
            id="invite-email"
            label="E-mail"
            type="email"
            value={email}
            set={setEmail}
            placeholder="name@example.com"
          />
          <TextField id="invite-name" label="Name" value={name} set={setName} placeholder="optional" />
          <Field label="Role" htmlFor="invite-role">
            <Select id="invite-role" value={role} onChange={setRole} options={ROLE_OPTIONS} />
          </Field>
          <Button type="submit" variant="primary" icon={<Send size={14} />} style={{ justifySelf: 'start' }}>
            Invite
          </Button>
        </div>
        <FieldError error={error} field="email" />
        <FieldError error={error} field="role" />
        <FieldError error={error} />
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
    </>
  );
}

/** The members, each with a role to change and a remove button (asked first); the API's message when it refuses. */
function MembersTable({ members, reload }: { members: MembersQuery['members']; reload(): void }) {
  const action = useAction(reload, { reloadOnError: true });
  const confirm = useConfirm();
  const remove = async (id: number, who: string) => {
    const body = `${who}'s API keys stop working and their sessions end.`;
    if (await confirm.ask({ title: `Remove ${who}?`, body, confirm: 'Remove' }))
      action.run(request(RemoveMemberDocument, { id }));
  };
  return (
    <>
      <ErrorLine message={action.error} />
      <Table columns={['E-mail', 'Name', 'Role', 'Invited', 'Joined', '']}>
        {members.map((m) => (
          <tr key={m.id}>
            <td>{m.email}</td>
            <td>{m.name}</td>
            <td>
              <Select
                label={`Role of ${m.email}`}
                size="sm"
                value={m.role}
                onChange={(r) => action.run(request(ChangeMemberRoleDocument, { id: m.id, role: r }))}
                options={ROLE_OPTIONS}
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
      </Table>
      {confirm.dialog}
    </>
  );
}

function ManageMembers() {
  const { data, error, reload } = useQuery(MembersDocument);
  return (
    <>
      <ErrorLine message={error} />
      <InviteForm onInvited={reload} />
      <MembersTable members={data?.members ?? []} reload={reload} />
      <p class="hint">
        Only owners make, change or remove owners; the account keeps at least one. A person belongs to one account.
      </p>
    </>
  );
}
