import type { AuthContext } from '../accounts/auth-context.js';
import { OutboundUrlError, type OutboundPolicy } from '../net/outbound-policy.js';
import { RenderError, type Renderer } from '../render/index.js';
import { Checker, checkVariants } from '../snaps/snap-input.js';
import { designOf } from '../templates/renderable-template.js';
import type { Storage } from '../storage/storage.js';
import type { TemplateService } from '../templates/template-service.js';
import { ValidationError } from '../validation/validation-error.js';
import { withWatermark } from './watermark.js';

// Big enough to judge a design, small enough to send inline in a page.
const PREVIEW_MAX_SIDE = 1200;
const BAD_IMAGE_URL = 'The variant image_url must be a public http or https URL.';

export interface PreviewRequest {
  templateId?: string | null;
  variants?: unknown;
}

export interface Preview {
  templateTitle: string;
  /** The watermarked render. */
  png: Buffer;
  width: number;
  height: number;
}

/** Free, watermarked renders of the published design: nothing is charged, nothing is stored. */
export class PreviewService {
  constructor(private readonly d: { templates: TemplateService; renderer: Renderer; policy: OutboundPolicy; storage: Storage }) {}

  async render(auth: AuthContext, req: PreviewRequest): Promise<Preview> {
    const c = new Checker();
    if (!req.templateId) c.fail('template_id', 'The template id field is required.');
    const variants = checkVariants(c, 'variants', req.variants);
    await this.checkImageUrls(c, variants === null ? [] : (req.variants as unknown[]));
    if (Object.keys(c.errors).length > 0) throw new ValidationError(c.errors);
    const template = await this.d.templates.byUuid(auth, req.templateId!);
    const design = designOf(template);
    const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(design.width, design.height));
    try {
      const result = await this.d.renderer.render({ design: withWatermark(design), variants, format: 'png', scale, accountId: auth.account.id });
      return { templateTitle: template.title, png: result.data, width: result.width, height: result.height };
    } catch (e) {
      if (e instanceof RenderError) throw ValidationError.of('render', e.message);
      throw e;
    }
  }

  /** Public http(s) addresses, or this server's own files (media library src); errors name the variant's index as sent. */
  private async checkImageUrls(c: Checker, variants: unknown[]): Promise<void> {
    const refused = await Promise.all(
      variants.map(async (v) => {
        const url = (v as Partial<Record<string, unknown>> | null)?.image_url;
        if (url === undefined || url === null || url === '') return false;
        if (typeof url !== 'string') return true;
        if (url.startsWith(this.d.storage.urlPrefix)) return false;
        return this.d.policy.assertAllowed(url).then(
          () => false,
          (e) => (e instanceof OutboundUrlError ? true : Promise.reject(e)),
        );
      }),
    );
    refused.forEach((bad, i) => bad && c.fail(`variants.${i}.image_url`, BAD_IMAGE_URL));
  }
}
