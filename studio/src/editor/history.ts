import { useCallback, useRef, useState } from 'preact/hooks';

/**
 * Undo and redo over immutable values. Consecutive changes with the same merge key (one drag, one
 * field being typed in) are one step.
 */
export function useHistory<T>(initial: T) {
  const h = useRef({ past: [] as T[], future: [] as T[], mergeKey: undefined as string | undefined });
  const [present, setPresent] = useState(initial);
  const current = useRef(initial);
  const apply = (v: T) => ((current.current = v), setPresent(v));

  const change = useCallback((next: T, mergeKey?: string) => {
    const s = h.current;
    if (!(mergeKey && mergeKey === s.mergeKey)) s.past.push(current.current);
    s.future = [];
    s.mergeKey = mergeKey;
    apply(next);
  }, []);
  /** Undo moves the present onto the redo stack and takes the last past value; redo the reverse. */
  const step = (from: 'past' | 'future', to: 'past' | 'future') => {
    const s = h.current;
    const value = s[from].pop();
    if (value === undefined) return;
    s[to].push(current.current);
    s.mergeKey = undefined;
    apply(value);
  };
  const undo = useCallback(() => step('past', 'future'), []);
  const redo = useCallback(() => step('future', 'past'), []);
  /** Ends a merge run (a drag released): the next change is a step of its own. */
  const settle = useCallback(() => void (h.current.mergeKey = undefined), []);
  return { present, change, undo, redo, settle };
}
