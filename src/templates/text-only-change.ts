import { changeBeyondText } from '../design/text-only-change.js';
import { ForbiddenError } from '../errors/forbidden-error.js';
import type { TemplateDesignFields } from './template-input.js';

/** Refuses a draft that changes more than the text of its layers (an embed token with EDIT_TEXT only), naming what changed. */
export function checkTextOnly(before: TemplateDesignFields, after: TemplateDesignFields): void {
  const changed = changeBeyondText(before, after);
  if (changed) throw new ForbiddenError(`This embed token may change text only: ${changed} changed.`);
}
