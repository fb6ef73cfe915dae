import type { Template } from '../generated/prisma/client.js';
import { MAX_SYNC_DURATION_MS, rendersClip } from '../render-requests/motion-options.js';
import { SNAP_FORMATS } from '../render-requests/render-options.js';
import { designOf } from '../templates/renderable-template.js';
import { Checker } from '../validation/checker.js';

/**
 * What a form's submissions render (docs/api.md "Embedded forms"): png by default, jpeg or webp, and
 * for animated templates a clip (gif, apng, mp4; webp is animated then). A submission renders while
 * its submitter waits, so a clip is a synchronous one: every template of the form must be animated,
 * for at most MAX_SYNC_DURATION_MS. Checked against the templates the form has when it is written; a
 * template changed later is refused at submission as a snap of it would be.
 */
export function checkFormFormat(format: string | null | undefined, templates: Template[]): string | null {
  const c = new Checker();
  const checked = c.oneOf('format', format, SNAP_FORMATS);
  c.done();
  if (!checked || checked === 'png') return null;
  for (const template of templates) {
    const design = designOf(template);
    const animation = design.animation;
    const clip = rendersClip(checked, design, null);
    if (clip && !animation)
      c.fail(
        'format',
        `The template "${template.title}" has no animation: a ${checked} form needs animated templates (or render png, jpeg or webp).`,
      );
    else if (clip && animation!.duration > MAX_SYNC_DURATION_MS)
      c.fail(
        'format',
        `A form renders while its submitter waits: clips of ${MAX_SYNC_DURATION_MS / 1000} s at most, and the template "${template.title}" lasts ${animation!.duration / 1000} s.`,
      );
  }
  c.done();
  return checked;
}
