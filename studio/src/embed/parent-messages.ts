import type { EditorEvent } from '../editor/editor-host';

/**
 * Events to the parent page: posted once per allowed origin, with that origin as the target, so the browser
 * delivers each only to a parent of that origin and no other page ever reads them.
 */
export function postToParent(origins: string[], event: EditorEvent, detail: Record<string, unknown>): void {
  if (window.parent === window) return;
  for (const origin of origins)
    window.parent.postMessage({ source: 'snapforge-editor', type: event, ...detail }, origin);
}

// A theme sets CSS custom properties only, each a bounded value without anything that ends a declaration.
const VARIABLE = /^--[a-z0-9-]{1,64}$/i;
const VALUE = /^[^;{}<>]{0,200}$/;

/** `theme` (light or dark) and CSS custom properties (`--accent: #e11d48`) on the editor's root. */
export function applyEmbedTheme(theme: { scheme?: unknown; variables?: unknown }): void {
  const root = document.documentElement;
  if (theme.scheme === 'light' || theme.scheme === 'dark') root.dataset.theme = theme.scheme;
  if (typeof theme.variables !== 'object' || theme.variables === null) return;
  for (const [name, value] of Object.entries(theme.variables))
    if (VARIABLE.test(name) && typeof value === 'string' && VALUE.test(value)) root.style.setProperty(name, value);
}

/** Theme messages from the parent (`{type: 'snapforge-theme', scheme, variables}`), read only from an allowed origin. */
export function followParentTheme(origins: string[]): void {
  window.addEventListener('message', (e: MessageEvent) => {
    if (e.source !== window.parent || !origins.includes(e.origin)) return;
    if (e.data?.type === 'snapforge-theme') applyEmbedTheme(e.data);
  });
}
