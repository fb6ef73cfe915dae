import { useState } from 'preact/hooks';
import { Button } from '../ui/button';
import { Check, Copy } from '../ui/icons';
import { toast } from '../ui/toast';

/** Copies `text` to the clipboard; says "Copied" until the text changes. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<string>();
  return (
    <Button
      size="sm"
      icon={copied === text ? <Check size={14} /> : <Copy size={14} />}
      onClick={() => navigator.clipboard?.writeText(text).then(() => (setCopied(text), toast('Copied')))}
    >
      {copied === text ? 'Copied' : label}
    </Button>
  );
}
