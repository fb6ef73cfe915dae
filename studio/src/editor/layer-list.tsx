import { LAYER_LABEL, LAYER_TYPES, type Design, type LayerType } from './design';

interface Props {
  design: Design;
  selected: number[];
  /** `add` (Shift+click) adds the layer to the selection or takes it out. */
  select(index: number | undefined, add?: boolean): void;
  add(type: LayerType): void;
  move(index: number, by: number): void;
  toggleHidden(index: number): void;
  toggleLocked(index: number): void;
  duplicate(index: number): void;
  remove(index: number): void;
  /** Layers can be selected (to read their properties) but not added, moved or removed. */
  readOnly: boolean;
}

/** The layers, top of the stack first: add, reorder, hide, lock, duplicate, delete (rename is the Key field). */
export function LayerList({
  design,
  selected,
  select,
  add,
  move,
  toggleHidden,
  toggleLocked,
  duplicate,
  remove,
  readOnly,
}: Props) {
  const order = design.layers.map((_, i) => i).reverse();
  return (
    <section class="panel layers" aria-label="Layers">
      <h2>Layers</h2>
      <fieldset class="editable" disabled={readOnly}>
        <div class="add-layer" role="group" aria-label="Add a layer">
          {LAYER_TYPES.map((t) => (
            <button type="button" key={t} onClick={() => add(t)}>
              + {LAYER_LABEL[t]}
            </button>
          ))}
        </div>
      </fieldset>
      <ol>
        {order.map((i) => {
          const l = design.layers[i];
          return (
            <li key={i} class={selected.includes(i) ? 'selected' : ''}>
              <button
                type="button"
                class="layer-name"
                onClick={(e) => select(i, e.shiftKey)}
                aria-current={selected.includes(i)}
              >
                {l.layer} <small>{LAYER_LABEL[l.type]}</small>
              </button>
              <fieldset class="editable" disabled={readOnly}>
                <button
                  type="button"
                  title="Bring forward"
                  aria-label={`Bring ${l.layer} forward`}
                  disabled={i === design.layers.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  title="Send backward"
                  aria-label={`Send ${l.layer} backward`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`${l.hidden ? 'Show' : 'Hide'} ${l.layer}`}
                  aria-pressed={!!l.hidden}
                  onClick={() => toggleHidden(i)}
                >
                  {l.hidden ? 'Show' : 'Hide'}
                </button>
                <button
                  type="button"
                  aria-label={`${l.locked ? 'Unlock' : 'Lock'} ${l.layer}`}
                  aria-pressed={!!l.locked}
                  title={l.locked ? 'Locked: the canvas does not pick or move it' : 'Lock'}
                  onClick={() => toggleLocked(i)}
                >
                  {l.locked ? 'Unlock' : 'Lock'}
                </button>
                <button type="button" aria-label={`Duplicate ${l.layer}`} onClick={() => duplicate(i)}>
                  Duplicate
                </button>
                <button type="button" aria-label={`Delete ${l.layer}`} onClick={() => remove(i)}>
                  ✕
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {design.layers.length === 0 && <p class="hint">No layers yet: add one above.</p>}
    </section>
  );
}
