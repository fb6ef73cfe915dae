import { useEffect, useRef, useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { RenderDraftDocument } from '../generated/graphql';

/** The families a text layer may name, and a picture of each name drawn in its own face. */
export interface FontChoices {
  families: string[];
  /** Each alias (`sans`, `serif`, ...), lower-cased, and the family it names. */
  aliases: Record<string, string>;
  /** Undefined when the API watermarks drafts (a viewer, an account out of credit): the names are then plain text. */
  specimen(): Promise<string | undefined>;
}

const ROW = 34; // px per family in the specimen
const WIDTH = 260;

/**
 * One draft render with each family's name drawn in that family, a row each. The previews are the
 * renderer's own glyphs, uploaded families included, and the service needs no font files for
 * browsers: one free render (renderDraft) when the picker first opens, kept for the page's life.
 */
export function fontSpecimen(templateId: number, families: string[]): () => Promise<string | undefined> {
  let made: Promise<string | undefined> | undefined;
  const layers = families.map((f, i) => ({
    layer: `f${i}`,
    type: 'text',
    x: 8,
    y: i * ROW + 4,
    width: WIDTH - 16,
    height: ROW - 4,
    text: f,
    font_family: f,
    font_size: 20,
    color: '#111111',
    max_lines: 1,
  }));
  const input = {
    title: 'Fonts',
    width: WIDTH,
    height: Math.max(1, families.length) * ROW,
    backgroundColor: '#ffffff',
    layers,
  };
  // A watermarked specimen would put pieces of "PREVIEW" across the names.
  return () =>
    (made ??= request(RenderDraftDocument, { id: templateId, input, format: 'jpeg' }).then((r) =>
      r.renderDraft.watermarked ? undefined : r.renderDraft.dataUrl,
    ));
}

interface Props {
  id: string;
  value: string;
  fonts: FontChoices;
  set(family: string): void;
}

/** A listbox of the families, each shown by its name in its own face (a crop of the specimen). */
export function FontPicker({ id, value, fonts, set }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [specimen, setSpecimen] = useState<string>();
  const list = useRef<HTMLUListElement>(null);
  // An alias is shown as the family it names; a name the list lacks (a family since deleted) first.
  const current = fonts.aliases[value.toLowerCase()] ?? value;
  const families = fonts.families.includes(current) ? fonts.families : [current, ...fonts.families];
  useEffect(() => void fonts.specimen().then(setSpecimen, () => undefined), [fonts]);
  useEffect(() => {
    if (open)
      list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  const preview = (family: string) => {
    const row = fonts.families.indexOf(family);
    return specimen && row >= 0 ? (
      <span
        class="font-preview"
        aria-hidden="true"
        style={{ backgroundImage: `url(${specimen})`, backgroundPosition: `0 ${-row * ROW}px` }}
      />
    ) : null;
  };
  const choose = (i: number) => {
    set(families[i]);
    setOpen(false);
  };
  const keys = (e: KeyboardEvent) => {
    if (!open && (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' '))
      return (e.preventDefault(), setActive(Math.max(0, families.indexOf(current))), setOpen(true));
    if (!open) return;
    const by = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (by) return (e.preventDefault(), setActive((a) => Math.min(families.length - 1, Math.max(0, a + by))));
    if (e.key === 'Enter' || e.key === ' ') return (e.preventDefault(), choose(active));
    if (e.key === 'Escape') return (e.preventDefault(), e.stopPropagation(), setOpen(false));
  };
  return (
    <div
      class="font-picker"
      onKeyDown={keys}
      onFocusOut={(e) => e.currentTarget.contains(e.relatedTarget as Node) || setOpen(false)}
    >
      <button
        id={id}
        type="button"
        class="btn select"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        onClick={() => (setActive(Math.max(0, families.indexOf(current))), setOpen(!open))}
      >
        {preview(current) ?? value}
        {preview(current) && <span class="visually-hidden">{value}</span>}
      </button>
      {open && (
        <ul id={`${id}-list`} role="listbox" class="listbox" ref={list} aria-label="Fonts">
          {families.map((f, i) => (
            <li
              key={f}
              id={`${id}-${i}`}
              data-index={i}
              role="option"
              aria-selected={f === current}
              class={i === active ? 'active' : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              {preview(f) ?? f}
              {preview(f) && <span class="visually-hidden">{f}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
