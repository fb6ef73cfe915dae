import { useEffect, useState } from 'preact/hooks';

interface Toast {
  id: number;
  text: string;
  error?: boolean;
}

const SHOWN_MS = 4000;
let next = 1;
let listener: (t: Toast) => void = () => undefined;

/** A short message in the corner that goes by itself ("Copied", "Template deleted"). */
export function toast(text: string, opts: { error?: boolean } = {}): void {
  listener({ id: next++, text, ...opts });
}

/** Where toasts appear: once, at the root of the app; each is a status message, read out politely. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    listener = (t) => {
      setToasts((all) => [...all, t]);
      setTimeout(() => setToasts((all) => all.filter((x) => x.id !== t.id)), SHOWN_MS);
    };
    return () => void (listener = () => undefined);
  }, []);
  return (
    <div class="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} class={`toast${t.error ? ' error' : ''}`} role={t.error ? 'alert' : 'status'}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
