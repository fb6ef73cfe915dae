import { useState } from 'preact/hooks';
import { keep, readKept } from '../ui/kept';

/** Guide lines in design pixels: `x` the vertical ones (a line at that x), `y` the horizontal ones. */
export interface Guides {
  x: number[];
  y: number[];
}

const NONE: Guides = { x: [], y: [] };
const keyOf = (templateUuid: string) => `snapforge.studio.guides.${templateUuid}`;

function load(templateUuid: string): Guides {
  try {
    const g = JSON.parse(readKept(keyOf(templateUuid)) ?? 'null') as Guides | null;
    return g && Array.isArray(g.x) && Array.isArray(g.y)
      ? { x: g.x.filter(Number.isFinite), y: g.y.filter(Number.isFinite) }
      : NONE;
  } catch {
    return NONE; // a value from elsewhere: no guides
  }
}

/**
 * The template's guides, kept in this browser per template (docs/studio.md "Rulers and guides":
 * they are the designer's aid, not part of the design the API stores or renders).
 */
export function useGuides(templateUuid: string) {
  const [guides, setGuides] = useState(() => load(templateUuid));
  const set = (next: Guides) => {
    setGuides(next);
    keep(keyOf(templateUuid), JSON.stringify(next));
  };
  return [guides, set] as const;
}
