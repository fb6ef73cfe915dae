import type { Layer } from './design';
import { formFieldOf } from './form-field-kinds';
import { box } from './layer-boxes';

/**
 * Where the fillable fields are (docs/studio.md "Form fields"): a dashed outline over each text layer
 * that is a PDF form field, with a badge naming the field (and `*` when it is required). Drawn over
 * the render and under the boxes; presses go through to the boxes. The inspector is where a field is
 * read and edited, so the marks are hidden from assistive technology.
 */
export function FormFieldMarks({ layers, scale }: { layers: Layer[]; scale: number }) {
  return (
    <div class="field-marks" aria-hidden="true">
      {layers.map((l, i) => {
        const field = formFieldOf(l);
        if (!field || l.hidden) return null;
        return (
          <div key={i} class="field-mark" data-field={field.name} style={box(l, scale)}>
            <span class="field-badge">
              {field.name}
              {field.required && ' *'}
            </span>
          </div>
        );
      })}
    </div>
  );
}
