import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type Role } from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { When } from '../shell/pager';
import { usePolicies } from '../shell/policies';
import { Button } from '../ui/button';
import { useConfirm } from '../ui/confirm';
import { Field, Input } from '../ui/field';
import { KeyRound, Plus } from '../ui/icons';
import { PageHead } from '../ui/page-head';
import { Select } from '../ui/select';
import { NewKeySecret } from './new-key-secret';

const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];

/** The account's API keys: make one (its secret shown once), see when each was last used, revoke one. Owners and admins. */
export function ApiKeysPage() {
  const policies = usePolicies();
  const mayManage = !!policies?.has('manageAccount');
  if (policies && !mayManage) {
    return (
      <main class="page">
        <PageHead title="API keys" />
        <p class="notice">Only the account's owners and admins manage API keys: ask one of them for a key.</p>
      </main>
    );
  }
  return policies ? <ManageKeys /> : null;
}

function ManageKeys() {
  const { data, error, reload } = useQuery(ApiKeysDocument);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [createError, setCreateError] = useState<ApiError>();
  const [made, setMade] = useState<{ name: string; secret: string }>();
  const [revokeError, setRevokeError] = useState<string>();
  const confirm = useConfirm();

  const create = (e: Event) => {
    e.preventDefault();
    request(CreateApiKeyDocument, { name, role: role || null }).then(
      ({ createApiKey: c }) => (
        setMade({ name: c.key.name, secret: c.secret }),
        setName(''),
        setCreateError(undefined),
        reload()
      ),
      (err: ApiError) => setCreateError(err),
    );
  };
  const revoke = async (id: number, keyName: string) => {
    const body = `Every request with "${keyName}" is refused from now on. This cannot be undone.`;
    if (!(await confirm.ask({ title: 'Revoke this key?', body, confirm: 'Revoke' }))) return;
    request(RevokeApiKeyDocument, { id }).then(
      () => (setRevokeError(undefined), reload()),
      (err: Error) => setRevokeError(err.message),
    );
  };

  return (
    <main class="page">
      <PageHead title="API keys" />
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <form onSubmit={create} aria-label="Create an API key" class="panel-card">
        <div class="form-grid">
          <Field label="Name" htmlFor="key-name">
            <Input
              id="key-name"
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
              placeholder="e.g. CI deploys"
            />
          </Field>
          <Field label="Role" htmlFor="key-role">
            <Select
              id="key-role"
              value={role}
              onChange={setRole}
              options={[{ value: '' as const, label: 'Mine' }, ...ROLES.map((r) => ({ value: r, label: r }))]}
            />
          </Field>
          <Button type="submit" variant="primary" icon={<Plus size={14} />} style={{ justifySelf: 'start' }}>
            Create key
          </Button>
        </div>
        <FieldError error={createError} field="name" />
        <FieldError error={createError} field="role" />
        <FieldError error={createError} />
      </form>
      {made && <NewKeySecret name={made.name} secret={made.secret} />}
      {revokeError && (
        <p role="alert" class="field-error">
          {revokeError}
        </p>
      )}
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Role</th>
              <th>User</th>
              <th>Created</th>
              <th>Last used</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.apiKeys.map((k) => (
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
          </tbody>
        </table>
      </div>
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
      {confirm.dialog}
    </main>
  );
}
