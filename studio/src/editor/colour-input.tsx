import { Swatches } from './palette';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour picker beside a text field taking any CSS colour, and the account's brand colours. */
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
  return (
    <span class="color-field">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX.test(value) ? value : '#000000'}
        onInput={(e) => set(e.currentTarget.value)}
      />
      <input id={id} aria-label={id ? undefined : label} value={value} onInput={(e) => set(e.currentTarget.value)} />
      <Swatches value={value} set={set} />
    </span>
  );
}
