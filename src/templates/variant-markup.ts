import { markupProblem, MAX_TEXT_LENGTH, type Layer, type LayerVariant } from '../design/layers/layer-schema.js';
import { ValidationError } from '../errors/validation-error.js';

/**
 * A render's variants against the design they restyle: a markup text layer's text (the layer's own
 * `text_format`, or one a variant sets) must parse, as a stored one must. Checked once the template is
 * read, before anything is rendered, reserved or charged, so bad markup is a 422 naming the variant
 * (`variants.2.text`, `items.0.variants.1.text`) and never a failed snap (docs/api.md "Markup in variants").
 */
export function checkVariantMarkup(
  layers: readonly Layer[],
  lists: [field: string, variants: readonly LayerVariant[] | null | undefined][],
): void {
  const errors: Record<string, string[]> = {};
  for (const [field, variants] of lists) if (variants?.length) collect(errors, layers, variants, field);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function collect(
  errors: Record<string, string[]>,
  layers: readonly Layer[],
  variants: readonly LayerVariant[],
  field: string,
): void {
  const byKey = new Map(
    layers.flatMap((l) => (l.type === 'text' ? [[l.layer, { text: l.text, format: l.text_format as string }]] : [])),
  );
  variants.forEach((v, i) => {
    const layer = byKey.get(v.layer);
    if (!layer) return;
    // Later variants for a layer override earlier ones, as the engine applies them.
    if (typeof v.text === 'string') layer.text = v.text.slice(0, MAX_TEXT_LENGTH);
    if (typeof v.text_format === 'string') layer.format = v.text_format;
    if ((typeof v.text !== 'string' && typeof v.text_format !== 'string') || layer.format !== 'markup') return;
    const problem = markupProblem(layer.text);
    if (problem)
      errors[`${field}.${i}.text`] = [
        `The ${field}.${i}.text field is not valid markup for the text layer "${v.layer}": ${problem}.`,
      ];
  });
}
