/**
 * What the Studio keeps in this browser (the theme, folded sections, guides, press options), read and written through
 * here because storage may be refused: in a private window, and in the embedded editor framed by another site when the
 * browser blocks third-party storage, where merely reading `localStorage` throws. Refused, nothing is kept past the page.
 */
export function readKept(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null forgets it), if the browser lets the page keep anything. */
export function keep(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Kept on this page only.
  }
}
