/** JSON with objects' keys sorted, so two designs compare by content, not by key order. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

interface DesignShape {
  layers: readonly { layer: string }[];
}

/**
 * What a change of design alters beyond its layers' text, in words (`the layers`, `"title"'s x`), or
 * undefined when it changes text only: the same layers in the same order, each with the same
 * properties but `text`. The rule of an embed token with EDIT_TEXT alone, which the API enforces
 * and the embedded editor follows before it saves.
 */
export function changeBeyondText(before: DesignShape, after: DesignShape): string | undefined {
  const { layers: a, ...canvasBefore } = before as DesignShape & Record<string, unknown>;
  const { layers: b, ...canvasAfter } = after as DesignShape & Record<string, unknown>;
  for (const key of new Set([...Object.keys(canvasBefore), ...Object.keys(canvasAfter)]))
    if (stable(canvasBefore[key]) !== stable(canvasAfter[key])) return `the template's ${key}`;
  if (stable(a.map((l) => l.layer)) !== stable(b.map((l) => l.layer))) return 'the layers';
  for (const [i, layer] of a.entries()) {
    const own = layer as Record<string, unknown>;
    const other = b[i] as Record<string, unknown>;
    for (const key of new Set([...Object.keys(own), ...Object.keys(other)]))
      if (key !== 'text' && stable(own[key]) !== stable(other[key])) return `"${layer.layer}"'s ${key}`;
  }
  return undefined;
}
