import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { PaletteDocument, SetPaletteDocument } from '../generated/graphql';
import { Plus, X } from '../ui/icons';
import { ErrorLine } from '../shell/field-error';

interface Palette {
  colours: string[];
  /** Saves the account's palette (`setPalette`); a refusal is shown where the palette is edited. */
  save(colours: string[]): void;
  error?: string;
}

const PaletteContext = createContext<Palette | undefined>(undefined);

/** The account's brand colours (`me.palette`), for every colour field inside. */
export function PaletteProvider({ children }: { children: ComponentChildren }) {
  const [colours, setColours] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  useEffect(
    () =>
      void request(PaletteDocument, {}).then(
        (r) => setColours(r.me.palette),
        () => undefined,
      ),
    [],
  );
  const save = (next: string[]) => {
    setError(undefined);
    request(SetPaletteDocument, { colours: next }).then(
      (r) => setColours(r.setPalette),
      (e: Error) => setError(e.message),
    );
  };
  return <PaletteContext.Provider value={{ colours, save, error }}>{children}</PaletteContext.Provider>;
}

/** A brand colour as a button: to use it, or to remove it from the palette. */
function Swatch({
  colour,
  label,
  tip,
  remove,
  pressed,
  onClick,
  children,
}: {
  colour: string;
  label: string;
  tip: string;
  remove?: boolean;
  pressed?: boolean;
  onClick(): void;
  children?: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={remove ? 'swatch remove' : 'swatch'}
      style={{ '--paint': `linear-gradient(${colour}, ${colour})` }}
      aria-label={label}
      data-tip={tip}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The brand colours as buttons that set a colour field; `+` adds the field's colour to them. */
export function Swatches({ value, set }: { value: string; set(colour: string): void }) {
  const palette = useContext(PaletteContext);
  if (!palette) return null;
  return (
    <div class="stack" style={{ gap: 'var(--space-2)' }}>
      <span class="hint">Brand colours</span>
      <span class="swatches" role="group" aria-label="Brand colours">
        {palette.colours.map((c) => (
          <Swatch
            key={c}
            colour={c}
            label={`Use brand colour ${c}`}
            tip={c}
            pressed={c === value}
            onClick={() => set(c)}
          />
        ))}
        {value && !palette.colours.includes(value) && (
          <button
            type="button"
            class="swatch-add"
            aria-label={`Add ${value} to the brand colours`}
            data-tip="Add to the brand colours"
            onClick={() => palette.save([...palette.colours, value])}
          >
            <Plus size={14} />
          </button>
        )}
      </span>
    </div>
  );
}

/** The palette itself, with each colour removable (the template's inspector). */
export function PaletteEditor() {
  const palette = useContext(PaletteContext)!;
  return (
    <div class="field wide">
      <span class="label">The account's colours; add one with + in any colour picker</span>
      <span class="swatches">
        {palette.colours.map((c) => (
          <Swatch
            key={c}
            colour={c}
            remove
            label={`Remove brand colour ${c}`}
            tip={`Remove ${c}`}
            onClick={() => palette.save(palette.colours.filter((x) => x !== c))}
          >
            <X size={12} color="#fff" style={{ filter: 'drop-shadow(0 0 1px #000)' }} />
          </Swatch>
        ))}
        {palette.colours.length === 0 && <small class="hint">None yet.</small>}
      </span>
      <ErrorLine message={palette.error} />
    </div>
  );
}
