import { IconButton, Button } from '../ui/button';
import { Plus, X } from '../ui/icons';
import { NumberField } from '../ui/number-field';
import { Segmented } from '../ui/segmented';
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

type Kind = 'solid' | 'linear' | 'radial' | 'css';
const KINDS: { value: Kind; label: string }[] = [
  { value: 'solid', label: 'Solid' },
  { value: 'linear', label: 'Linear' },
  { value: 'radial', label: 'Radial' },
];

/** The new stop: halfway along the widest gap, in the colour of its start. */
function withStop(g: Gradient): Gradient {
  const gaps = g.stops.slice(1).map((s, i) => s.position - g.stops[i].position);
  const at = gaps.indexOf(Math.max(...gaps));
  const position = (g.stops[at].position + g.stops[at + 1].position) / 2;
  return {
    ...g,
    stops: [...g.stops.slice(0, at + 1), { color: g.stops[at].color, position }, ...g.stops.slice(at + 1)],
  };
}

/**
 * A fill that may be a gradient (docs/rendering.md "Gradients"): solid, linear or radial; the angle;
 * the stops (colour and position, added and removed), over a strip that shows the result. It writes
 * the CSS string, which stays editable as text (the field labelled by the property); a value beyond
 * the editor's subset (gradient-css.ts) is edited as text only.
 */
export function GradientField({ id, label, value, optional, set }: Props) {
  const g = parseGradient(value);
  const looksLikeGradient = /gradient\(/i.test(value);
  const kind: Kind = g?.kind ?? (looksLikeGradient ? 'css' : 'solid');
  const write = (next: Gradient) => set(gradientCss(next));
  const stop = (i: number, patch: Partial<Gradient['stops'][number]>) =>
    g && write({ ...g, stops: g.stops.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const choose = (to: Kind) => {
    if (to === 'solid') set(g?.stops[0].color ?? '#ffffff');
    else if (to === 'linear' || to === 'radial')
      write(g ? { ...g, kind: to } : gradientFrom(looksLikeGradient ? '#000000' : value || '#000000', to));
  };
  return (
    <div class="gradient-field wide">
      <Segmented
        label={`${label} type`}
        value={kind}
        onChange={choose}
        full
        options={kind === 'css' ? [...KINDS, { value: 'css', label: 'CSS' }] : KINDS}
      />
      {g && <span class="gradient-strip" style={{ '--paint': gradientCss({ ...g, kind: 'linear', angle: 90 }) }} />}
      {g?.kind === 'linear' && (
        <NumberField
          id={`${id}-angle`}
          label="Angle"
          unit="°"
          step={15}
          value={g.angle}
          onChange={(a) => a !== undefined && write({ ...g, angle: a })}
        />
      )}
      {g && (
        <ol class="stops" aria-label={`${label} stops`}>
          {g.stops.map((s, i) => (
            <li key={i}>
              <ColourInput label={`Stop ${i + 1} colour`} value={s.color} set={(color) => stop(i, { color })} />
              <NumberField
                id={`${id}-stop-${i}`}
                label="%"
                name={`Stop ${i + 1} position`}
                value={s.position}
                min={0}
                max={100}
                onChange={(position) => position !== undefined && stop(i, { position })}
              />
              <IconButton
                size="sm"
                label={`Remove stop ${i + 1}`}
                icon={<X size={14} />}
                disabled={g.stops.length <= 2}
                onClick={() => write({ ...g, stops: g.stops.filter((_, j) => j !== i) })}
              />
            </li>
          ))}
        </ol>
      )}
      {g && (
        <Button size="sm" variant="ghost" icon={<Plus size={14} />} onClick={() => write(withStop(g))}>
          Add stop
        </Button>
      )}
      {kind === 'solid' ? (
        <ColourInput id={id} label={label} value={value} set={(v) => set(v === '' && optional ? undefined : v)} />
      ) : (
        <input
          id={id}
          class="input mono gradient-css"
          value={value}
          spellcheck={false}
          onInput={(e) => set(e.currentTarget.value === '' && optional ? undefined : e.currentTarget.value)}
        />
      )}
    </div>
  );
}
