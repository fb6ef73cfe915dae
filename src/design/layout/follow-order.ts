/**
 * The order in which layers that sit `below` others are placed: each after the layer it follows. A
 * layer that follows a key no layer has follows nothing. Returns the keys in order, or the first cycle
 * found (its keys, starting and ending at the same layer).
 */
export function followOrder(
  layers: readonly { layer: string; below?: { layer: string } | undefined }[],
): { order: string[] } | { cycle: string[] } {
  const above = new Map<string, string>();
  for (const l of layers) if (l.below) above.set(l.layer, l.below.layer);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  for (const start of above.keys()) {
    const path: string[] = [];
    let key: string | undefined = start;
    while (key !== undefined && state.get(key) !== 'done') {
      if (state.get(key) === 'visiting') return { cycle: [...path.slice(path.indexOf(key)), key] };
      state.set(key, 'visiting');
      path.push(key);
      key = above.get(key);
    }
    for (const k of path.reverse()) {
      state.set(k, 'done');
      if (above.has(k)) order.push(k);
    }
  }
  return { order };
}
