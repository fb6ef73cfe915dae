import type { Events } from '../events/event-bus.js';

/** A key revoked, or a member whose role changed or who was removed. */
export type AccessChange = { tokenId: number } | { userId: number };

/**
 * Calls `onChange` for each access change, whichever process made it (the event bus goes through
 * Redis in scaled mode), in this process. Returns its stop.
 */
export function followAccessChanges(events: Events, onChange: (change: AccessChange) => unknown): () => void {
  const revoked = events.subscribe('tokenRevoked');
  const changed = events.subscribe('memberChanged');
  for (const changes of [revoked, changed])
    void (async () => {
      for await (const change of changes) await onChange(change);
    })();
  return () => {
    void revoked.return?.();
    void changed.return?.();
  };
}
