import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import { request } from '../api/graphql-client';
import { PaletteDocument, SetPaletteDocument } from '../generated/graphql';

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

/** The brand colours as buttons that set a colour field; `+` adds the field's colour to them. */
export function Swatches({ value, set }: { value: string; set(colour: string): void }) {
  const palette = useContext(PaletteContext);
  if (!palette) return null;
  return (
    <span class="swatches" role="group" aria-label="Brand colours">
      {palette.colours.map((c) => (
        <button
          key={c}
          type="button"
          class="swatch"
          style={{ background: c }}
          aria-label={`Use brand colour ${c}`}
          title={c}
          aria-pressed={c === value}
          onClick={() => set(c)}
        />
      ))}
      {value && !palette.colours.includes(value) && (
        <button
          type="button"
          class="swatch add"
          aria-label={`Add ${value} to the brand colours`}
          title="Add to the brand colours"
          onClick={() => palette.save([...palette.colours, value])}
        >
          +
        </button>
      )}
    </span>
  );
}

/** The palette itself, with each colour removable (the template's panel). */
export function PaletteEditor() {
  const palette = useContext(PaletteContext)!;
  return (
    <div class="field">
      <span class="label">Brand colours (the account's; add one with + beside any colour field)</span>
      <span class="swatches">
        {palette.colours.map((c) => (
          <button
            key={c}
            type="button"
            class="swatch remove"
            style={{ background: c }}
            aria-label={`Remove brand colour ${c}`}
            title={`Remove ${c}`}
            onClick={() => palette.save(palette.colours.filter((x) => x !== c))}
          >
            ×
          </button>
        ))}
        {palette.colours.length === 0 && <small>None yet.</small>}
      </span>
      {palette.error && (
        <p class="field-error" role="alert">
          {palette.error}
        </p>
      )}
    </div>
  );
}
