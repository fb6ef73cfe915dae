/**
 * The order in which layers placed after others are placed: each after the layers it depends on, the
 * one it sits `below` and the one it `wraps`. A dependency on a key no layer has is none. Returns the
 * keys of the layers that depend on any, in order, or the first cycle found (its keys, starting and
 * ending at the same layer).
 */
export function followOrder(
  layers: readonly {
    layer: string;
    below?: { layer: string } | undefined;
    wraps?: { layer: string } | undefined;
  }[],
): { order: string[] } | { cycle: string[] } {
  const after = new Map<string, string[]>();
  for (const l of layers) {
    const on = [l.below?.layer, l.wraps?.layer].filter((k): k is string => k !== undefined);
    if (on.length > 0) after.set(l.layer, on);
  }
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | undefined => {
    if (state.get(key) === 'done') return undefined;
    if (state.get(key) === 'visiting') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'visiting');
    path.push(key);
    for (const on of after.get(key) ?? []) {
      const cycle = visit(on);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    if (after.has(key)) order.push(key);
    return undefined;
  };
  for (const start of after.keys()) {
    const cycle = visit(start);
    if (cycle) return { cycle };
  }
  return { order };
}
