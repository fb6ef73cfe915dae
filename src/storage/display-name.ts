/** A client's file name, kept for display only: no path, no control characters, at most 255 characters. */
export function displayName(name: string, fallback: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim();
  return base.slice(0, 255) || fallback;
}
