type Listener = [target: EventTarget, type: string, handler: (e: never) => void, options?: AddEventListenerOptions];

/** Adds each listener; the function it returns removes them all (an effect's clean-up, a gesture's end). */
export function listen(...listeners: Listener[]): () => void {
  for (const [target, type, handler, options] of listeners)
    target.addEventListener(type, handler as EventListener, options);
  return () => {
    for (const [target, type, handler, options] of listeners)
      target.removeEventListener(type, handler as EventListener, options);
  };
}
