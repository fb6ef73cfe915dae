import { ColourInput } from './colour-input';
import { gradientCss, gradientFrom, parseGradient, type Gradient } from './gradient-css';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Empty clears the property (its default applies) where it is optional. */
  optional?: boolean;
  set(value: string | undefined): void;
}

/**
 * A fill that may be a gradient (docs/rendering.md "Gradients"): solid, linear or radial; the angle;
 * the stops (colour and position, added and removed). It writes the CSS string, which stays
 * editable as text (the field labelled by the property); a value beyond the editor's subset
 * (gradient-css.ts) is edited as text only.
 */
export function GradientField({ id, label, value, optional, set }: Props) {
  const g = parseGradient(value);
  const looksLikeGradient = /gradient\(/i.test(value);
  const kind = g?.kind ?? (looksLikeGradient ? 'css' : 'solid');
  const write = (next: Gradient) => set(gradientCss(next));
  const stop = (i: number, patch: Partial<Gradient['stops'][number]>) =>
    g && write({ ...g, stops: g.stops.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <div class="gradient-field">
      <select
        aria-label={`${label} type`}
        value={kind}
        onChange={(e) => {
          const to = e.currentTarget.value;
          if (to === 'solid') set(g?.stops[0].color ?? '#ffffff');
          else if (to === 'linear' || to === 'radial')
            write(g ? { ...g, kind: to } : gradientFrom(looksLikeGradient ? '#000000' : value || '#000000', to));
        }}
      >
        <option value="solid">Solid</option>
        <option value="linear">Linear gradient</option>
        <option value="radial">Radial gradient</option>
        {kind === 'css' && <option value="css">Gradient (edit as text)</option>}
      </select>
      {g?.kind === 'linear' && (
        <label class="inline">
          Angle{' '}
          <input
            type="number"
            step={15}
            value={g.angle}
            onInput={(e) =>
              Number.isFinite(e.currentTarget.valueAsNumber) && write({ ...g, angle: e.currentTarget.valueAsNumber })
            }
          />
          °
        </label>
      )}
      {g && (
        <ol class="stops" aria-label={`${label} stops`}>
          {g.stops.map((s, i) => (
            <li key={i}>
              <ColourInput label={`Stop ${i + 1} colour`} value={s.color} set={(color) => stop(i, { color })} />
              <input
                type="number"
                min={0}
                max={100}
                aria-label={`Stop ${i + 1} position`}
                value={s.position}
                onInput={(e) =>
                  Number.isFinite(e.currentTarget.valueAsNumber) && stop(i, { position: e.currentTarget.valueAsNumber })
                }
              />
              %
              <button
                type="button"
                aria-label={`Remove stop ${i + 1}`}
                disabled={g.stops.length <= 2}
                onClick={() => write({ ...g, stops: g.stops.filter((_, j) => j !== i) })}
              >
                ✕
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                // The new stop halfway along the widest gap, in the colour of its start.
                const gaps = g.stops.slice(1).map((s, i) => s.position - g.stops[i].position);
                const at = gaps.indexOf(Math.max(...gaps));
                const position = (g.stops[at].position + g.stops[at + 1].position) / 2;
                write({
                  ...g,
                  stops: [
                    ...g.stops.slice(0, at + 1),
                    { color: g.stops[at].color, position },
                    ...g.stops.slice(at + 1),
                  ],
                });
              }}
            >
              + Add stop
            </button>
          </li>
        </ol>
      )}
      {kind === 'solid' ? (
        <ColourInput id={id} label={label} value={value} set={(v) => set(v === '' && optional ? undefined : v)} />
      ) : (
        <input
          id={id}
          class="gradient-css"
          value={value}
          onInput={(e) => set(e.currentTarget.value === '' && optional ? undefined : e.currentTarget.value)}
        />
      )}
    </div>
  );
}
