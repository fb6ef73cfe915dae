/**
 * The sentences every field error is written in, Laravel's (the spec's): the Checker and zod's
 * issues (`fromZod`) both phrase their errors here, so a rule reads the same whichever checked it.
 * Each takes the field as a sentence names it (`fieldWords` or `pathWords`).
 */

/** A command's field (`webhookUrl`) or a REST name (`webhook_url`) as a sentence names it: "webhook url". */
export const fieldWords = (path: string) =>
  path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** A public path as sent (`layers.0.font_size` → "layers.0.font size"): keys a client made up stay as written. */
export const pathWords = (path: string) => path.replace(/_/g, ' ');

export const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

export const required = (name: string) => `The ${name} field is required.`;
/** `what` with its article: "a string", "an integer", "true or false". */
export const mustBe = (name: string, what: string) => `The ${name} field must be ${what}.`;
/**
 * Laravel's sentence, then what would have been valid (docs/api.md, "Validation messages"): the
 * values themselves, or where to find them when they are too many to list.
 */
export const invalidChoice = (name: string, valid?: readonly string[] | { seeAlso: string }) =>
  `The selected ${name} is invalid.` +
  (valid === undefined
    ? ''
    : Array.isArray(valid)
      ? ` Valid values: ${valid.join(', ')}.`
      : ` Valid values: ${(valid as { seeAlso: string }).seeAlso}.`);
export const atLeast = (name: string, min: number | bigint) => `The ${name} field must be at least ${min}.`;
export const notGreater = (name: string, max: number | bigint) => `The ${name} field must not be greater than ${max}.`;
export const minChars = (name: string, min: number | bigint) =>
  `The ${name} field must have at least ${min} characters.`;
export const maxChars = (name: string, max: number | bigint) =>
  `The ${name} field must not be greater than ${max} characters.`;
export const minItems = (name: string, min: number | bigint) => `The ${name} field must have at least ${min} items.`;
export const maxItems = (name: string, max: number | bigint) =>
  `The ${name} field must not have more than ${max} items.`;
export const unknownProperty = (name: string) => `The ${name} field is not a known property.`;
