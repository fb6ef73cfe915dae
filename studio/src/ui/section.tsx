import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ChevronDown } from './icons';
import { keep, readKept } from './kept';

const KEY = 'snapforge.studio.sections';
/** The folded sections' titles; what another build kept that does not parse is forgotten. */
const closed = new Set<string>(
  (() => {
    try {
      const titles: unknown = JSON.parse(readKept(KEY) ?? '[]');
      return Array.isArray(titles) ? titles.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  })(),
);

/** A panel's section under a header that folds it; what is folded is kept in this browser. */
export function Section({ title, children, flat }: { title: string; children: ComponentChildren; flat?: boolean }) {
  const [open, setOpen] = useState(!closed.has(title));
  const toggle = () => {
    if (open) closed.add(title);
    else closed.delete(title);
    keep(KEY, JSON.stringify([...closed]));
    setOpen(!open);
  };
  return (
    <section class="section">
      <h3>
        <button type="button" class="section-head" aria-expanded={open} onClick={toggle}>
          <ChevronDown size={14} />
          {title}
        </button>
      </h3>
      {open && <div class={flat ? 'section-body stack' : 'section-body'}>{children}</div>}
    </section>
  );
}
