import { Button, IconButton } from '../../ui/button';
import { Plus, X } from '../../ui/icons';
import { ColourInput } from '../colour-input';
import type { LayerControlProps } from '../layer-controls';

/** Tableau 10's first colour, what Vega-Lite draws a first series in: where a new list starts. */
const FIRST = '#4c78a8';

/** A list of colours in order (a chart's series colours); empty is the renderer's default (Vega-Lite's). */
export function ColourList(p: LayerControlProps) {
  const colours = Array.isArray(p.value) ? (p.value as string[]) : [];
  const set = (next: string[], step?: string) => p.patch({ [p.spec.key]: next.length ? next : undefined }, step);
  return (
    <div class="field wide">
      <span class="label">{p.spec.label}</span>
      {colours.length === 0 && <p class="hint">Vega-Lite's (Tableau 10).</p>}
      <ol class="colour-list">
        {colours.map((c, i) => (
          <li key={i}>
            <ColourInput
              label={`${p.spec.label} ${i + 1}`}
              value={c}
              set={(v) =>
                set(
                  colours.map((o, j) => (j === i ? v : o)),
                  `${p.spec.key}.${i}`,
                )
              }
            />
            <IconButton
              size="sm"
              label={`Remove colour ${i + 1}`}
              icon={<X size={14} />}
              onClick={() => set(colours.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </ol>
      <Button size="sm" icon={<Plus size={14} />} onClick={() => set([...colours, colours.at(-1) ?? FIRST])}>
        Add colour
      </Button>
    </div>
  );
}
