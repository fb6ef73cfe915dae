import { describe, expect, it } from 'vitest';
import { layerSchema } from '../../src/design/layers/layer-schema.js';
import { COMMON_FIELDS, DEFAULTS, TYPE_DEFAULTS, TYPE_FIELDS } from '../../studio/src/editor/layer-fields.js';

// Not edited in the property panel: the layer's key (the layer list renames it), its type, and what reads echo back.
const NOT_IN_PANEL = new Set(['layer', 'type', 'available_modifications']);
/** What a type requires beyond its box, to parse a layer that leaves everything else out. */
const REQUIRED: Record<string, Record<string, unknown>> = {
  chart: { spec: { mark: 'bar' } },
  table: { columns: [{ key: 'a' }] },
};

describe("the Studio's property panel", () => {
  it('has a control for every property of every layer type, so a new property cannot ship without one', () => {
    for (const option of layerSchema.options) {
      const type = option.shape.type.value as keyof typeof TYPE_FIELDS;
      const properties = Object.keys(option.shape)
        .filter((k) => !NOT_IN_PANEL.has(k))
        .sort();
      const controls = [...COMMON_FIELDS, ...TYPE_FIELDS[type]].map((f) => f.key).sort();
      expect({ type, controls }).toEqual({ type, controls: properties });
    }
  });

  it("shows the renderer's default of every property the schema defaults", () => {
    for (const option of layerSchema.options) {
      const type = option.shape.type.value as keyof typeof TYPE_FIELDS;
      const given = { type, layer: 'l', x: 0, y: 0, width: 10, height: 10, ...REQUIRED[type] };
      const parsed = option.parse(given) as Record<string, unknown>;
      const defaults = { ...DEFAULTS, ...TYPE_DEFAULTS[type] };
      for (const [key, value] of Object.entries(parsed)) {
        if (key in given || value === undefined || value === null) continue;
        expect({ type, key, value: defaults[key] }).toEqual({ type, key, value });
      }
    }
  });
});
