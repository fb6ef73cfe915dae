const CREDITS_CHANGED = 'snapforge:credits-changed';

/** Tells the header that renders have spent credits (a batch finished), so it reads the balance again. */
export const creditsChanged = () => window.dispatchEvent(new Event(CREDITS_CHANGED));

/** Calls `reload` whenever creditsChanged() is called; returns the unsubscribe. */
export function onCreditsChanged(reload: () => void): () => void {
  window.addEventListener(CREDITS_CHANGED, reload);
  return () => window.removeEventListener(CREDITS_CHANGED, reload);
}
