import { CopyButton } from '../shell/copy-button';
import { KeyRound } from '../ui/icons';

/** A key's secret, shown once (the API keeps only its hash), with a copy button. */
export function NewKeySecret({ name, secret }: { name: string; secret: string }) {
  return (
    <div class="notice warning" role="status">
      <KeyRound size={16} aria-hidden="true" />
      <div class="stack">
        <p>
          <strong>{name}</strong>: copy this key now. It is shown once; only its first characters are kept.
        </p>
        <div class="secret">
          <input
            class="input"
            readOnly
            value={secret}
            aria-label="New API key"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton text={secret} label="Copy key" />
        </div>
      </div>
    </div>
  );
}
