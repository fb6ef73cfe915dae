import 'vanilla-colorful/hex-alpha-color-picker.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Popover } from '../ui/popover';
import { Swatches } from './palette';

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{8})$/i;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'hex-alpha-color-picker': { ref?: preact.Ref<HTMLElement>; color?: string; 'aria-label'?: string };
    }
  }
}

/** vanilla-colorful's picker (a saturation area, hue and alpha sliders, each a keyboard slider). */
function Picker({ value, set }: { value: string; set(v: string): void }) {
  const el = useRef<HTMLElement>(null);
  const latest = useRef(set);
  latest.current = set;
  useEffect(() => {
    const picked = (e: Event) => latest.current((e as CustomEvent<{ value: string }>).detail.value);
    el.current!.addEventListener('color-changed', picked);
    return () => el.current?.removeEventListener('color-changed', picked);
  }, []);
  useEffect(() => {
    if (HEX.test(value) && (el.current as unknown as { color: string }).color !== value)
      (el.current as unknown as { color: string }).color = value;
  }, [value]);
  return <hex-alpha-color-picker ref={el} aria-label="Colour picker" />;
}

/**
 * A colour: a swatch that opens the picker (with the account's brand colours), beside a text field
 * that takes any CSS colour (`rgba(...)`, a name). The field is the one its label names.
 */
export function ColourInput({
  label,
  value,
  set,
  id,
}: {
  label: string;
  value: string;
  set: (v: string) => void;
  id?: string;
}) {
  const swatch = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const focusedByClick = useRef(false);
  return (
    <span class="colour">
      <button
        ref={swatch}
        type="button"
        class="swatch-button"
        aria-label={`${label} picker`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-tip={`${label}: pick a colour`}
        onClick={() => setOpen(!open)}
      >
        <span style={{ '--paint': `linear-gradient(${value || 'transparent'}, ${value || 'transparent'})` }} />
      </button>
      <input
        id={id}
        class="input"
        aria-label={id ? undefined : label}
        value={value}
        spellcheck={false}
        // A click in it selects the colour, to type another over it (as design tools do): selected as it takes the
        // focus, so that keys typed at once replace it (selected a frame later, the first ones were lost), and
        // kept selected through the click's mouseup, which would otherwise place the caret.
        onMouseDown={(e) => (focusedByClick.current = document.activeElement !== e.currentTarget)}
        onFocus={(e) => e.currentTarget.select()}
        onMouseUp={(e) => {
          if (focusedByClick.current) e.preventDefault();
          focusedByClick.current = false;
        }}
        onInput={(e) => set(e.currentTarget.value)}
      />
      <Popover open={open} onClose={() => setOpen(false)} anchor={swatch} role="dialog" aria-label={`${label} picker`}>
        <div class="colour-popover">
          <Picker value={value} set={set} />
          <Swatches value={value} set={set} />
        </div>
      </Popover>
    </span>
  );
}
