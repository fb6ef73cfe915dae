import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { domToSegments, segmentsToDom, selectOffsets, selectionOffsets } from './markup-dom';
import { allHave, readMarkup, replace, restyle, toMarkup, type Segment, type Style } from './styled-text';
import { ColourInput } from '../colour-input';

interface Props {
  value: string;
  /** The layer's font size: span sizes are shown relative to it. */
  baseSize: number;
  /** `typing` merges into one undo step with the typing around it; a format applied is a step of its own. */
  set(markup: string, how: 'typing' | 'format'): void;
}

const TOGGLES: {
  name: string;
  key: string;
  label: string;
  on: (s: Style) => boolean;
  patch: (on: boolean) => Style;
}[] = [
  {
    name: 'Bold',
    key: 'b',
    label: 'B',
    on: (s) => (s.font_weight ?? 400) >= 600,
    patch: (on) => ({ font_weight: on ? undefined : 700 }),
  },
  {
    name: 'Italic',
    key: 'i',
    label: 'I',
    on: (s) => s.italic === true,
    patch: (on) => ({ italic: on ? undefined : true }),
  },
  {
    name: 'Underline',
    key: 'u',
    label: 'U',
    on: (s) => s.underline === true,
    patch: (on) => ({ underline: on ? undefined : true }),
  },
  {
    name: 'Strikethrough',
    key: '',
    label: 'S',
    on: (s) => s.strikethrough === true,
    patch: (on) => ({ strikethrough: on ? undefined : true }),
  },
];

function parse(markup: string): { segments: Segment[] } | { error: string } {
  try {
    return { segments: readMarkup(markup) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/**
 * The rich area's state: the segments the layer's markup reads as, the area rebuilt from them when
 * the markup changed other than by typing there (undo, the textarea, a format), the selection kept
 * while the toolbar has focus, and the edits the field makes.
 */
function useRichText({ value, baseSize, set }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef<string | undefined>(undefined); // the markup the area shows
  const range = useRef<[number, number]>([0, 0]); // the selection, kept while the toolbar has focus
  const [pressed, setPressed] = useState<string[]>([]);
  const parsed = parse(value);
  const segments = 'segments' in parsed ? parsed.segments : undefined;
  const latest = useRef(segments); // for events that come before the next render (a format's own selection change)
  latest.current = segments;

  const rebuild = (markup: string, select?: [number, number]) => {
    const el = area.current;
    const p = parse(markup);
    if (!el || !('segments' in p)) return;
    el.replaceChildren(segmentsToDom(p.segments, el.ownerDocument, baseSize));
    shown.current = markup;
    if (select) selectOffsets(el, ...select);
  };
  useLayoutEffect(() => {
    if (value !== shown.current) rebuild(value);
  }, [value, baseSize]);
  // A disabled fieldset (a role that cannot edit) disables buttons, not an editable area.
  useEffect(() => {
    const el = area.current;
    if (el) el.contentEditable = el.matches('fieldset:disabled *') ? 'false' : 'true';
  });

  const showPressed = (now: Segment[], [start, end]: [number, number]) =>
    setPressed(TOGGLES.filter((t) => allHave(now, start, end, t.on)).map((t) => t.name));
  const remember = () => {
    const el = area.current;
    const r = el && selectionOffsets(el);
    const now = latest.current;
    if (!r || !now) return;
    range.current = r;
    showPressed(now, r);
  };
  useEffect(() => {
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []); // remember reads refs only

  /** The styled text changed by the field itself: saved as markup and shown, with `select` selected. */
  const edit = (next: Segment[], select: [number, number], how: 'typing' | 'format') => {
    const markup = toMarkup(next);
    latest.current = next;
    range.current = select;
    showPressed(next, select);
    rebuild(markup, select);
    set(markup, how);
  };
  return {
    area,
    segments,
    pressed,
    remember,
    /** What was typed in the area, read back as markup; the area already shows it. */
    typed: (el: HTMLElement) => {
      const now = domToSegments(el);
      const markup = toMarkup(now);
      latest.current = now;
      shown.current = markup;
      set(markup, 'typing');
    },
    /** A style for the selection, given the segments and the selection's ends. */
    format: (patch: (segments: Segment[], start: number, end: number) => Style) => {
      const [start, end] = range.current;
      const now = latest.current;
      if (!now || start === end) return;
      edit(restyle(now, start, end, patch(now, start, end)), [start, end], 'format');
    },
    /** Segments in place of the selection (a line break, something pasted), the caret after them. */
    insert: (inserted: Segment[]) => {
      const [start, end] = selectionOffsets(area.current!) ?? range.current;
      const now = latest.current;
      if (!now) return;
      const length = inserted.reduce((n, s) => n + s.text.length, 0);
      edit(replace(now, start, end, inserted), [start + length, start + length], 'typing');
    },
  };
}

type RichText = ReturnType<typeof useRichText>;
type Toggle = (typeof TOGGLES)[number];
const toggle = (rich: RichText, t: Toggle) => rich.format((s, a, b) => t.patch(allHave(s, a, b, t.on)));

/** The selection's style: bold, italic, underline and strikethrough (pressed when all of it has one), a colour, a size; the markup shown or not. */
function RichToolbar({
  rich,
  showMarkup,
  setShowMarkup,
}: {
  rich: RichText;
  showMarkup: boolean;
  setShowMarkup(show: boolean): void;
}) {
  const [colour, setColour] = useState('#000000');
  const [size, setSize] = useState('');
  const { segments, pressed, format } = rich;
  return (
    <div class="rich-toolbar" role="toolbar" aria-label="Text style">
      {TOGGLES.map((t) => (
        <button
          key={t.name}
          type="button"
          class={`btn btn-sm btn-ghost rich-${t.key || 's'}`}
          aria-label={t.name}
          aria-pressed={pressed.includes(t.name)}
          title={t.key ? `${t.name} (Ctrl+${t.key.toUpperCase()})` : t.name}
          disabled={!segments}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => toggle(rich, t)}
        >
          {t.label}
        </button>
      ))}
      <ColourInput
        label="Colour for the selection"
        value={colour}
        set={(v) => {
          setColour(v);
          // Typed in part ("#d"), a colour is not one yet: the selection takes it once it is.
          if (/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) format(() => ({ color: v }));
        }}
      />
      <input
        class="input input-sm size"
        inputMode="numeric"
        aria-label="Size for the selection"
        placeholder="Size"
        value={size}
        disabled={!segments}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          setSize(e.currentTarget.value);
          format(() => ({
            font_size: e.currentTarget.value === '' ? undefined : n > 0 && n <= 2000 ? n : undefined,
          }));
        }}
      />
      <button
        type="button"
        class="btn btn-sm btn-ghost"
        aria-pressed={showMarkup || !segments}
        onClick={() => setShowMarkup(!showMarkup)}
      >
        Markup
      </button>
    </div>
  );
}

/**
 * A markup text layer's text (docs/studio.md "Rich text"): an editable area with a toolbar for the
 * selection, and the markup itself in a textarea. Both edit the layer's `text`; the area is
 * rebuilt from it whenever it changed other than by typing there (undo, the textarea, a format).
 */
export function RichTextField(props: Props) {
  const rich = useRichText(props);
  const { area, segments, typed, insert, remember } = rich;
  const [showMarkup, setShowMarkup] = useState(false);
  return (
    <div class="rich-text">
      <RichToolbar rich={rich} showMarkup={showMarkup} setShowMarkup={setShowMarkup} />
      <div
        ref={area}
        class="rich-area"
        role="textbox"
        aria-multiline="true"
        aria-label="Text"
        hidden={!segments}
        onInput={(e) => (e as InputEvent).isComposing || typed(e.currentTarget)}
        onCompositionEnd={(e) => typed(e.currentTarget)}
        onKeyDown={(e) => {
          const t = TOGGLES.find((t) => t.key && t.key === e.key.toLowerCase());
          if (t && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
            e.preventDefault();
            remember();
            toggle(rich, t);
          } else if (e.key === 'Enter' && !e.isComposing) {
            e.preventDefault(); // a line break in the text, not the browser's <div>
            insert([{ text: '\n', style: {} }]);
          }
        }}
        onPaste={(e) => {
          e.preventDefault();
          const html = e.clipboardData?.getData('text/html');
          // Parsed into an inert document (no script runs, nothing loads), then only our styles are kept.
          const pasted = html
            ? domToSegments(new DOMParser().parseFromString(html, 'text/html').body, { collapse: true })
            : [{ text: e.clipboardData?.getData('text/plain') ?? '', style: {} }];
          insert(pasted);
        }}
        onDrop={(e) => e.preventDefault()}
      />
      {!segments && <p class="hint">The markup does not parse, so it is edited as markup until it does.</p>}
      {(showMarkup || !segments) && (
        <textarea
          class="textarea mono"
          aria-label="Markup"
          rows={3}
          value={props.value}
          onInput={(e) => props.set(e.currentTarget.value, 'typing')}
        />
      )}
    </div>
  );
}
