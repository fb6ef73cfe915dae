import { describe, expect, it } from 'vitest';
import { layerSchema } from '../../src/templates/layer-schema.js';
import { COMMON_FIELDS, DEFAULTS, TYPE_DEFAULTS, TYPE_FIELDS } from '../../studio/src/editor/layer-fields.js';

// Not edited in the property panel: the layer's key (the layer list renames it), its type, and what reads echo back.
const NOT_IN_PANEL = new Set(['layer', 'type', 'available_modifications']);
// Issue 43 item 6, left for the Studio's next change: the chart and table layer types, the pages a layer is
// shown on and a text's page numbers have no controls yet. Remove each here as the panel gains it.
const NOT_IN_STUDIO_YET = { types: new Set(['chart', 'table']), properties: new Set(['show_on', 'page_numbers']) };
const panelled = layerSchema.options.filter((o) => !NOT_IN_STUDIO_YET.types.has(o.shape.type.value));

describe("the Studio's property panel", () => {
  it('has a control for every property of every layer type, so a new property cannot ship without one', () => {
    for (const option of panelled) {
      const type = option.shape.type.value as keyof typeof TYPE_FIELDS;
      const properties = Object.keys(option.shape)
        .filter((k) => !NOT_IN_PANEL.has(k) && !NOT_IN_STUDIO_YET.properties.has(k))
        .sort();
      const controls = [...COMMON_FIELDS, ...TYPE_FIELDS[type]].map((f) => f.key).sort();
      expect({ type, controls }).toEqual({ type, controls: properties });
    }
  });

  it("shows the renderer's default of every property the schema defaults", () => {
    for (const option of panelled) {
      const type = option.shape.type.value as keyof typeof TYPE_FIELDS;
      const parsed = option.parse({ type, layer: 'l', x: 0, y: 0, width: 10, height: 10 }) as Record<string, unknown>;
      const defaults = { ...DEFAULTS, ...TYPE_DEFAULTS[type] };
      for (const [key, value] of Object.entries(parsed)) {
        if (['layer', 'type', 'x', 'y', 'width', 'height'].includes(key) || value === undefined || value === null)
          continue;
        expect({ type, key, value: defaults[key] }).toEqual({ type, key, value });
      }
    }
  });
});
