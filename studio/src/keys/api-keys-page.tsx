import { useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { useQuery } from '../api/use-query';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type Role } from '../generated/graphql';
import { FieldError } from '../shell/field-error';
import { usePolicies } from '../shell/policies';
import { NewKeySecret } from './new-key-secret';

const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The account's API keys: make one (its secret shown once), see when each was last used, revoke one. Owners and admins. */
export function ApiKeysPage() {
  const policies = usePolicies();
  const mayManage = !!policies?.has('manageAccount');
  if (policies && !mayManage) {
    return (
      <main class="page">
        <h1>API keys</h1>
        <p>Only the account's owners and admins manage API keys: ask one of them for a key.</p>
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
  const revoke = (id: number, keyName: string) => {
    if (!confirm(`Revoke "${keyName}"? Every request with it is refused from now on.`)) return;
    request(RevokeApiKeyDocument, { id }).then(
      () => (setRevokeError(undefined), reload()),
      (err: Error) => setRevokeError(err.message),
    );
  };

  return (
    <main class="page">
      <h1>API keys</h1>
      {error && (
        <p role="alert" class="field-error">
          {error}
        </p>
      )}
      <form onSubmit={create} aria-label="Create an API key" class="inline-form">
        <label>
          Name <input value={name} onInput={(e) => setName(e.currentTarget.value)} placeholder="e.g. CI deploys" />
        </label>
        <FieldError error={createError} field="name" />
        <label>
          Role{' '}
          <select value={role} onChange={(e) => setRole(e.currentTarget.value as Role | '')}>
            <option value="">Mine</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <FieldError error={createError} field="role" />
        <FieldError error={createError} />
        <button type="submit">Create key</button>
      </form>
      {made && <NewKeySecret name={made.name} secret={made.secret} />}
      {revokeError && (
        <p role="alert" class="field-error">
          {revokeError}
        </p>
      )}
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
              <td>{when(k.createdAt)}</td>
              <td>{when(k.lastUsedAt)}</td>
              <td>
                {k.revokedAt ? (
                  `Revoked ${when(k.revokedAt)}`
                ) : (
                  <button type="button" onClick={() => revoke(k.id, k.name)}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. Its role is at most yours; last use is recorded at
        most once a minute.
      </p>
    </main>
  );
}
