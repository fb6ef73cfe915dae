import { useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { useAction, useSubmit } from '../shell/use-request';
import { useQuery } from '../api/use-query';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeysQuery,
  type Role,
} from '../generated/graphql';
import { ErrorLine, FieldError } from '../shell/field-error';
import { ManagersPage } from '../shell/managers-page';
import { When } from '../shell/pager';
import { ROLE_OPTIONS } from '../shell/roles';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { Field, TextField } from '../ui/field';
import { KeyRound, Plus } from '../ui/icons';
import { Select } from '../ui/select';
import { NewKeySecret } from './new-key-secret';
import { Table } from '../ui/table';

/** The account's API keys: make one (its secret shown once), see when each was last used, revoke one. Owners and admins. */
export function ApiKeysPage() {
  return (
    <ManagersPage
      title="API keys"
      why="Only the account's owners and admins manage API keys: ask one of them for a key."
    >
      <ManageKeys />
    </ManagersPage>
  );
}

/** A new key: its name and role (at most the maker's); its secret shown once made. */
function NewKeyForm({ onMade }: { onMade(): void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [made, setMade] = useState<{ name: string; secret: string }>();
  const { error, submit } = useSubmit(
    () => request(CreateApiKeyDocument, { name, role: role || null }),
    ({ createApiKey: c }) => (setMade({ name: c.key.name, secret: c.secret }), setName(''), onMade()),
  );
  return (
    <>
      <form onSubmit={submit} aria-label="Create an API key" class="panel-card">
        <div class="form-grid">
          <TextField id="key-name" label="Name" value={name} set={setName} placeholder="e.g. CI deploys" />
          <Field label="Role" htmlFor="key-role">
            <Select
              id="key-role"
              value={role}
              onChange={setRole}
              options={[{ value: '' as const, label: 'Mine' }, ...ROLE_OPTIONS]}
            />
          </Field>
          <Button type="submit" variant="primary" icon={<Plus size={14} />} style={{ justifySelf: 'start' }}>
            Create key
          </Button>
        </div>
        <FieldError error={error} field="name" />
        <FieldError error={error} field="role" />
        <FieldError error={error} />
      </form>
      {made && <NewKeySecret name={made.name} secret={made.secret} />}
    </>
  );
}

/** The keys, a revoked one dimmed with when; revoking asks first. */
function KeysTable({ keys, reload }: { keys: ApiKeysQuery['apiKeys']; reload(): void }) {
  const action = useAction(reload);
  const confirm = useConfirm();
  const revoke = async (id: number, keyName: string) => {
    const body = `Every request with "${keyName}" is refused from now on. This cannot be undone.`;
    if (await confirm.ask({ title: 'Revoke this key?', body, confirm: 'Revoke' }))
      action.run(request(RevokeApiKeyDocument, { id }));
  };
  return (
    <>
      <ErrorLine message={action.error} />
      <Table columns={['Name', 'Key', 'Role', 'User', 'Created', 'Last used', '']}>
        {keys.map((k) => (
          <tr key={k.id} class={k.revokedAt ? 'revoked' : ''}>
            <td>{k.name}</td>
            <td>
              <code>{k.prefix ? `${k.prefix}…` : '—'}</code>
            </td>
            <td>{k.role}</td>
            <td>{k.email}</td>
            <td>
              <When iso={k.createdAt} />
            </td>
            <td>
              <When iso={k.lastUsedAt} />
            </td>
            <td class="actions">
              {k.revokedAt ? (
                <span>
                  Revoked <When iso={k.revokedAt} />
                </span>
              ) : (
                <Button size="sm" variant="danger" onClick={() => revoke(k.id, k.name)}>
                  Revoke
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
      {confirm.dialog}
    </>
  );
}

function ManageKeys() {
  const { data, error, reload } = useQuery(ApiKeysDocument);
  return (
    <>
      <ErrorLine message={error} />
      <NewKeyForm onMade={reload} />
      <KeysTable keys={data?.apiKeys ?? []} reload={reload} />
      {data?.apiKeys.length === 0 && (
        <p class="hint">
          <KeyRound size={14} aria-hidden="true" /> No keys yet: make one above for a script, a CI job or an
          integration.
        </p>
      )}
      <p class="hint">
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. Its role is at most yours; last use is recorded at
        most once a minute.
      </p>
    </>
  );
}
