import { useEffect, useState } from 'preact/hooks';

/**
 * The timeline's playhead (ms) and playing state. Playing steps it STEP_MS at a time, STEP_MS
 * apart (5 frames a second: each step asks the server for one frame, and the draft renderer keeps at
 * most one request in flight, dropping steps it cannot keep up with), looping at the end.
 */
const STEP_MS = 200;

export function usePlayhead(duration: number | undefined) {
  const [at, setAt] = useState(duration ?? 0);
  const [playing, setPlaying] = useState(false);
  const end = duration ?? 0;
  useEffect(() => {
    if (!playing || !end) return;
    const timer = setInterval(() => setAt((t) => (t + STEP_MS > end ? 0 : t + STEP_MS)), STEP_MS);
    return () => clearInterval(timer);
  }, [playing, end]);
  // A shortened animation keeps the playhead inside it.
  const shown = Math.min(at, end);
  return { at: shown, playing, setPlaying, seek: (t: number) => setAt(Math.max(0, Math.min(end, Math.round(t)))) };
}

export type Playhead = ReturnType<typeof usePlayhead>;
