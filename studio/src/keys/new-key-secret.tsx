import { useState } from 'preact/hooks';

/** A key's secret, shown once (the API keeps only its hash), with a copy button. */
export function NewKeySecret({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="new-key" role="status">
      <p>
        <strong>{name}</strong>: copy this key now. It is shown once; only its first characters are kept.
      </p>
      <input readOnly value={secret} aria-label="New API key" onFocus={(e) => e.currentTarget.select()} />
      <button type="button" onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
        {copied ? 'Copied' : 'Copy key'}
      </button>
    </div>
  );
}
