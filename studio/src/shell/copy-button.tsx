import { useState } from 'preact/hooks';

/** Copies `text` to the clipboard; says "Copied" until the text changes. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<string>();
  return (
    <button type="button" onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(text))}>
      {copied === text ? 'Copied' : label}
    </button>
  );
}
