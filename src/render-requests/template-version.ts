import type { Checker } from '../validation/checker.js';

/**
 * The published version a render pins (`templateVersion`, REST `template_version`; docs/api.md "Versions"):
 * a positive integer, only beside a template id (`templateId` absent where a collection or pages name the
 * templates). Whether the template has that version is the template read's to say (`requestedTemplate`).
 */
export function checkTemplateVersion(c: Checker, value: unknown, templateId: unknown = true): number | null {
  const version = c.integer('templateVersion', value, { min: 1 });
  if (version !== null && (templateId === undefined || templateId === null))
    c.fail('templateVersion', 'The template version field is only valid with template id.');
  return version;
}
