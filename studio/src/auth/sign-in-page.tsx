import { useState } from 'preact/hooks';
import { useLocation, useSearch } from 'wouter-preact';
import { authPost } from '../api/graphql-client';

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
      <h1>Snapforge Studio</h1>
      <form onSubmit={submit}>
        <label for="token">Access token</label>
        <input
          id="token"
          type="password"
          autoComplete="off"
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
          aria-describedby="token-error"
        />
        {error && (
          <p id="token-error" class="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit">Sign in</button>
      </form>
      <p class="hint">
        Or run <code>npx snapforge studio-link --email you@example.com</code> on the server and open the link it prints
        (it works once, within 15 minutes).
      </p>
    </main>
  );
}
