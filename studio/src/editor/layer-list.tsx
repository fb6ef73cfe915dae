import { LAYER_LABEL, LAYER_TYPES, type Design, type LayerType } from './design';

interface Props {
  design: Design;
  selected: number | undefined;
  select(index: number | undefined): void;
  add(type: LayerType): void;
  move(index: number, by: number): void;
  toggleHidden(index: number): void;
  duplicate(index: number): void;
  remove(index: number): void;
  /** Layers can be selected (to read their properties) but not added, moved or removed. */
  readOnly: boolean;
}

/** The layers, top of the stack first: add, reorder, hide, duplicate, delete (rename is the Key field). */
export function LayerList({ design, selected, select, add, move, toggleHidden, duplicate, remove, readOnly }: Props) {
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
            <li key={i} class={selected === i ? 'selected' : ''}>
              <button type="button" class="layer-name" onClick={() => select(i)} aria-current={selected === i}>
                {l.layer} <small>{LAYER_LABEL[l.type]}</small>
              </button>
              <fieldset class="editable" disabled={readOnly}>
                <button type="button" title="Bring forward" aria-label={`Bring ${l.layer} forward`} disabled={i === design.layers.length - 1} onClick={() => move(i, 1)}>↑</button>
                <button type="button" title="Send backward" aria-label={`Send ${l.layer} backward`} disabled={i === 0} onClick={() => move(i, -1)}>↓</button>
                <button type="button" aria-label={`${l.hidden ? 'Show' : 'Hide'} ${l.layer}`} aria-pressed={!!l.hidden} onClick={() => toggleHidden(i)}>{l.hidden ? 'Show' : 'Hide'}</button>
                <button type="button" aria-label={`Duplicate ${l.layer}`} onClick={() => duplicate(i)}>Duplicate</button>
                <button type="button" aria-label={`Delete ${l.layer}`} onClick={() => remove(i)}>✕</button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {design.layers.length === 0 && <p class="hint">No layers yet: add one above.</p>}
    </section>
  );
}
