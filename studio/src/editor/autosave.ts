import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, request } from '../api/graphql-client';
import { SaveTemplateDraftDocument } from '../generated/graphql';
import { toInput, type Design } from './design';

const DEBOUNCE_MS = 600;
const RETRY_MS = 3000;

export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'failed'; error: ApiError };

/**
 * Saves the draft a moment after the last change. A failed save keeps the design in the page (it
 * is the source of truth) and is tried again, sooner when the design changes.
 */
export function useAutosave(templateId: number, design: Design, onSaved: (unpublished: boolean) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const saved = useRef(design); // the loaded design needs no save
  const latest = useRef(design);
  latest.current = design;
  const flushing = useRef<Promise<boolean> | undefined>();

  const save = async (): Promise<boolean> => {
    const d = latest.current;
    if (d === saved.current) return true;
    setState({ kind: 'saving' });
    try {
      const r = await request(SaveTemplateDraftDocument, { id: templateId, input: toInput(d) });
      saved.current = d;
      onSaved(r.saveTemplateDraft.hasUnpublishedChanges);
      if (latest.current !== d) return save();
      setState({ kind: 'saved' });
      return true;
    } catch (e) {
      setState({ kind: 'failed', error: e instanceof ApiError ? e : new ApiError((e as Error).message, 'NETWORK') });
      return false;
    }
  };
  const flush = () => (flushing.current ??= save().finally(() => (flushing.current = undefined)));

  useEffect(() => {
    if (design === saved.current) return;
    const t = setTimeout(flush, state.kind === 'failed' ? Math.min(DEBOUNCE_MS * 2, RETRY_MS) : DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [design]);

  // Leaving with unsaved edits asks first (the browser's own prompt).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => void (latest.current !== saved.current && e.preventDefault());
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  useEffect(() => {
    if (state.kind !== 'failed') return;
    const t = setTimeout(flush, RETRY_MS);
    return () => clearTimeout(t);
  }, [state]);

  return { state, flush };
}
