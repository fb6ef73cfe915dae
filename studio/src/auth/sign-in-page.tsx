import { useState } from 'preact/hooks';
import { useLocation, useSearch } from 'wouter-preact';
import { authPost } from '../api/graphql-client';
import { Button } from '../ui/button';
import { Field, Input } from '../ui/field';
import { Zap } from '../ui/icons';

/** Paste an access token, or follow a `snapforge studio-link` URL (which lands on the gallery). */
export function SignInPage() {
  const [, navigate] = useLocation();
  const expired = new URLSearchParams(useSearch()).get('error') === 'expired';
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>(
    expired
      ? 'This sign-in link has expired or was already used. Make a new one with npx snapforge studio-link --email <you>.'
      : undefined,
  );
  const submit = async (e: Event) => {
    e.preventDefault();
    const res = await authPost('token', { token });
    if (res.status === 204) return navigate('/');
    setError(
      ((await res.json().catch(() => ({}))) as { message?: string }).message ?? `The server answered ${res.status}.`,
    );
  };
  return (
    <main class="sign-in">
      <div class="sign-in-card">
        <span class="brand-mark" aria-hidden="true">
          <Zap size={16} />
        </span>
        <h1>Snapforge Studio</h1>
        <p class="muted">Design templates, run batches, and watch every render.</p>
        <form onSubmit={submit}>
          <Field label="Access token" htmlFor="token">
            <Input
              id="token"
              type="password"
              autoComplete="off"
              value={token}
              onInput={(e) => setToken(e.currentTarget.value)}
              aria-describedby="token-error"
            />
          </Field>
          {error && (
            <p id="token-error" class="field-error message" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary">
            Sign in
          </Button>
        </form>
        <p class="hint">
          Or run <code>npx snapforge studio-link --email you@example.com</code> on the server and open the link it
          prints (it works once, within 15 minutes).
        </p>
      </div>
    </main>
  );
}
