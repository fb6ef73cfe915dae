import { useRef } from 'preact/hooks';

interface Props {
  id: string;
  /** Its label, which is also the handle to scrub it: drag left or right. */
  label: string;
  value: number | undefined;
  /** Called with a number, or undefined when emptied (the property's default then applies). */
  onChange(value: number | undefined): void;
  step?: number;
  min?: number;
  max?: number;
  /** Empty is a value (the default applies); otherwise emptying the field changes nothing. */
  optional?: boolean;
  placeholder?: string;
  disabled?: boolean;
  unit?: string;
  /** The accessible name when the visible label is only a symbol ("%"). */
  name?: string;
}

const PX_PER_STEP = 2; // screen pixels of drag per step
const round = (v: number, step: number) => Number((Math.round(v / step) * step).toFixed(6));

/**
 * A number to type, nudge (arrow keys, Shift for ten steps) or scrub (drag its label, Shift for ten
 * steps), as design tools have them. Typing takes each value that parses.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  step = 1,
  min,
  max,
  optional,
  placeholder,
  disabled,
  unit,
  name,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const clamp = (v: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, v));
  const scrub = (e: PointerEvent) => {
    if (disabled || e.button !== 0) return;
    const start = { x: e.clientX, value: value ?? 0 };
    const label = e.currentTarget as HTMLElement;
    let moved = false;
    const move = (ev: PointerEvent) => {
      const steps = Math.trunc((ev.clientX - start.x) / PX_PER_STEP);
      if (!moved && Math.abs(ev.clientX - start.x) < 3) return;
      if (!moved) label.setPointerCapture(e.pointerId);
      moved = true;
      onChange(clamp(round(start.value + steps * step * (ev.shiftKey ? 10 : 1), step)));
    };
    const up = () => {
      label.removeEventListener('pointermove', move);
      label.removeEventListener('pointerup', up);
      if (!moved) input.current?.focus();
    };
    e.preventDefault();
    label.addEventListener('pointermove', move);
    label.addEventListener('pointerup', up);
  };
  return (
    <div class="number">
      <label for={id} class="scrub" onPointerDown={scrub}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        class="input"
        aria-label={name}
        inputMode="decimal"
        autoComplete="off"
        value={value === undefined ? '' : String(value)}
        placeholder={placeholder}
        disabled={disabled}
        onInput={(e) => {
          const v = e.currentTarget.value.trim();
          if (v === '') return optional ? onChange(undefined) : undefined;
          if (Number.isFinite(Number(v))) onChange(Number(v));
        }}
        onKeyDown={(e) => {
          const by = { ArrowUp: 1, ArrowDown: -1 }[e.key];
          if (!by) return;
          e.preventDefault();
          onChange(clamp(round((value ?? 0) + by * step * (e.shiftKey ? 10 : 1), step)));
        }}
      />
      {unit && <span class="unit">{unit}</span>}
    </div>
  );
}
