import type { StarterDesignsQuery, TemplateSizesQuery } from '../generated/graphql';

type Starter = StarterDesignsQuery['starterDesigns'][number];
type Size = TemplateSizesQuery['templateSizes'][number];

/** A box of the design's proportions inside a square: what a size looks like beside the others. */
const proportions = (width: number, height: number) => {
  const k = Math.max(width, height);
  return { width: `${(100 * width) / k}%`, height: `${(100 * height) / k}%` };
};

/**
 * The starter designs as pictures (the engine's render of each, `StarterDesign.pictureUrl`); a press
 * on one makes the template at once (`pick`).
 */
export function StarterTiles({
  starters,
  pick,
  busy,
}: {
  starters: Starter[];
  pick(s: Starter): void;
  busy?: boolean;
}) {
  return (
    <ul class="tiles" aria-label="Starter designs">
      {starters.map((s) => (
        <li key={s.key}>
          <button
            type="button"
            class="tile"
            disabled={busy}
            onClick={() => pick(s)}
            aria-describedby={`starter-${s.key}`}
          >
            <span class="tile-picture">
              <img src={s.pictureUrl} alt="" loading="lazy" style={proportions(s.width, s.height)} />
            </span>
            <span class="tile-name">{s.title}</span>
            <span class="tile-meta">
              {s.width} × {s.height}
            </span>
          </button>
          <span id={`starter-${s.key}`} class="visually-hidden">
            {s.description}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The size presets as pictures of their proportions, grouped by platform; one is chosen (`value`). */
export function SizeTiles({ sizes, value, choose }: { sizes: Size[]; value: string; choose(size: string): void }) {
  const groups = sizes.reduce<Record<string, Size[]>>((g, s) => ((g[s.platform] ??= []).push(s), g), {});
  return (
    <div class="stack" role="radiogroup" aria-label="Size">
      {Object.entries(groups).map(([platform, list]) => (
        <div key={platform} class="stack" style={{ gap: 'var(--space-2)' }}>
          <h3 class="muted">{platform}</h3>
          <div class="tiles small">
            {list.map((s) => (
              <button
                key={s.size}
                type="button"
                role="radio"
                aria-checked={value === s.size}
                class="tile"
                onClick={() => choose(value === s.size ? '' : s.size)}
              >
                <span class="tile-picture">
                  <span class="tile-shape outline" style={proportions(s.width, s.height)} />
                </span>
                <span class="tile-name">{s.name}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
