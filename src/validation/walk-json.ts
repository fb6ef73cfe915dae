/** What `walkJson` shows its visitor: a value, how deep it sits (the root is 1) and the root key it is under. */
export interface JsonVisit {
  value: unknown;
  /** The object key it sits under; undefined for an array item and the root. */
  key: string | undefined;
  depth: number;
  /** The root object's key this value sits under; undefined for the root itself. */
  field: string | undefined;
}

/**
 * Arrays and plain objects: what JSON parses to. Anything else (an uploaded File among GraphQL
 * variables, a Buffer, a Date) is a leaf: walking a 6 MB file's bytes as entries took seconds.
 */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Visits every value and object key of parsed JSON, depth first, with an explicit stack: input
 * nested 100,000 levels deep is walked without a stack overflow. The visitor returns false to stop.
 */
export function walkJson(root: unknown, visit: (v: JsonVisit) => boolean | void): void {
  const stack: JsonVisit[] = [{ value: root, key: undefined, depth: 1, field: undefined }];
  while (stack.length) {
    const at = stack.pop()!;
    if (visit(at) === false) return;
    const { value, depth } = at;
    if (!isContainer(value)) continue;
    // Array items have no key; an item of a root array is under no root field. Array.from, not map:
    // a multipart body's `note[5]` makes a sparse array, and map would leave its holes as holes.
    const entries: [string | undefined, unknown][] = Array.isArray(value)
      ? Array.from(value, (v) => [undefined, v])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      stack.push({ value: child, key, depth: depth + 1, field: at.field ?? key });
    }
  }
}
