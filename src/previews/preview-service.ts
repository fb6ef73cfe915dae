import type { Caller } from '../accounts/caller.js';
import { allows } from '../access/roles.js';
import { availableCredits } from '../billing/balance.js';
import { SNAP_CHARGE } from '../billing/charges.js';
import type { SqlSession } from '../db/sql-runner.js';
import type { OutboundPolicy } from '../net/outbound-policy.js';
import { RenderError, type Renderer } from '../render/index.js';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Budget } from '../ops/rate-limit.js';
import { IMAGE_FORMATS } from '../render-requests/render-options.js';
import { checkAgainstAnimation, checkMotionOptions } from '../render-requests/motion-options.js';
import { checkImageUrls } from '../render-requests/image-urls.js';
import { checkVariants, layerVariants, type Variant } from '../templates/variant.js';
import { Checker } from '../validation/checker.js';
import { parseTemplateWrite, type TemplateDesignFields, type TemplateWrite } from '../templates/template-input.js';
import { publishedDesign } from '../templates/published-design.js';
import { RateLimitedError } from '../errors/rate-limited-error.js';
import { designAt, designOf } from '../templates/renderable-template.js';
import { checkRenderLocale } from '../render-requests/render-locale.js';
import { checkSizeName, checkTemplateSize } from '../render-requests/render-sizes.js';
import { OWN_SIZE } from '../design/layout/sizes.js';
import { checkVariantMarkup } from '../templates/variant-markup.js';
import type { Storage } from '../storage/storage.js';
import type { TemplateService } from '../templates/template-service.js';
import { ValidationError } from '../errors/validation-error.js';
import { renderPreviewClip } from './preview-clip.js';
import { withWatermark } from './watermark.js';

// Big enough to judge a design, small enough to send inline in a page.
const PREVIEW_MAX_SIDE = 1200;
// The spec's sentence, without the policy's reason.
const BAD_IMAGE_URL = () => 'The variant image_url must be a public http or https URL.';

export interface DraftRenderRequest {
  templateId: number;
  /** A template write, applied over the saved draft (or the published design), as saveTemplateDraft does. */
  input: TemplateWrite;
  variants?: Variant[] | null;
  format?: string | null;
  /** An animated design: the instant drawn (ms), as a snap's `frame_at`; default its last frame. */
  frameAt?: number | null;
  /** One of the design's sizes by name (the Studio's size switcher); default its own. */
  size?: string | null;
  /** The locale its messages are drawn in (the Studio's locale switcher), and their arguments' values. */
  locale?: string | null;
  messageValues?: unknown;
  /** Drawn as it prints: every colour through the print profile to CMYK inks and back (the Studio's soft proof). */
  softProof?: boolean | null;
}

export interface DraftRender {
  dataUrl: string;
  width: number;
  height: number;
  renderMs: number;
  /** Drawn with the preview watermark: the caller may not edit, or the account has no credit. */
  watermarked: boolean;
}

export interface PreviewRequest {
  templateId?: string | null;
  variants?: Variant[] | null;
}

export interface Preview {
  templateTitle: string;
  /** The watermarked render: a PNG, or a short GIF of an animated template (preview-clip.ts). */
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Free, watermarked renders of the published design: nothing is charged, nothing is stored. */
export class PreviewService {
  constructor(
    private readonly d: {
      templates: TemplateService;
      renderer: Renderer;
      policy: OutboundPolicy;
      storage: Storage;
      sql: SqlSession;
      draftBudget: Budget;
      draftTimeBudget: Budget;
    },
  ) {}

  async render(caller: Caller, req: PreviewRequest): Promise<Preview> {
    const c = new Checker();
    if (!req.templateId) c.fail('template_id', 'The template id field is required.');
    const variants = checkVariants(c, 'variants', req.variants);
    await checkImageUrls(
      c,
      { policy: this.d.policy, ownFiles: this.d.storage },
      [['variants', variants]],
      BAD_IMAGE_URL,
    );
    c.done();
    const template = await this.d.templates.byUuid(caller, req.templateId!);
    const design = designOf(template);
    checkVariantMarkup(design.layers, [['variants', variants && layerVariants(variants)]]);
    const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(design.width, design.height));
    const drawn = { design: withWatermark(design), variants: variants && layerVariants(variants) };
    try {
      const result = design.animation
        ? await renderPreviewClip(this.d.renderer, { ...drawn, accountId: caller.accountId })
        : await this.d.renderer.render({ ...drawn, format: 'png', scale, accountId: caller.accountId });
      const { data, contentType, width, height } = result;
      return { templateTitle: template.title, data, contentType, width, height };
    } catch (e) {
      if (e instanceof RenderError) throw ValidationError.of('render', e.message);
      throw e;
    }
  }

  /**
   * An unsaved design drawn by the render pool exactly as a snap of it would be: free, not stored,
   * not a snap. Watermarked unless the caller may edit templates and the account could pay for the
   * snap (a draft is never a free final render). Refused past the account's draft-render budgets:
   * a count, and render time, so one account's drafts cannot take the pool from others' snaps.
   */
  async renderDraft(caller: Caller, req: DraftRenderRequest): Promise<DraftRender> {
    const c = new Checker();
    const format = c.oneOf('format', req.format, IMAGE_FORMATS) ?? 'png';
    const variants = checkVariants(c, 'variants', req.variants);
    const size = checkSizeName(c, 'size', req.size) ?? OWN_SIZE;
    const locale = checkRenderLocale(c, req.locale, req.messageValues) ?? undefined;
    await checkImageUrls(
      c,
      { policy: this.d.policy, ownFiles: this.d.storage },
      [['variants', variants]],
      BAD_IMAGE_URL,
    );
    const template = await this.d.templates.byId(caller, req.templateId);
    let design: TemplateDesignFields | undefined;
    try {
      design = parseTemplateWrite(
        req.input,
        (template.draft as unknown as TemplateDesignFields | null) ?? publishedDesign(template),
      );
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      Object.assign(c.errors, e.errors);
    }
    if (design) {
      // The Studio's timeline draws the frame at its playhead; checked as a snap's still of an instant is.
      const motionOptions = checkMotionOptions(c, { frameAt: req.frameAt }, format);
      checkAgainstAnimation(c, { format, isAsync: true, motionOptions }, design);
      checkTemplateSize(c, 'size', design, size);
    }
    if (Object.keys(c.errors).length > 0 || !design) throw new ValidationError(c.errors);
    checkVariantMarkup(design.layers, [['variants', variants && layerVariants(variants)]]);
    const account = `account-${caller.accountId}`;
    // Time is charged after the render: zero points asks whether any is left.
    await Promise.all([this.d.draftBudget.spend(account), this.d.draftTimeBudget.spend(account, 0)]).catch((e) => {
      throw e instanceof RateLimiterRes ? new RateLimitedError() : e;
    });
    const clean =
      caller.role !== null &&
      allows(caller.role, 'updateTemplate') &&
      (await availableCredits(this.d.sql, caller.accountId)) >= SNAP_CHARGE.amount;
    const started = performance.now();
    try {
      // At the size and in the locale asked, as a snap of the published design would be drawn.
      const { width, height, background_color, layers, animation } = designAt(design, size, locale);
      const drawn = { width, height, background_color, layers, ...(animation && { animation }) };
      const result = await this.d.renderer
        .render({
          design: clean ? drawn : withWatermark(drawn),
          variants: variants && layerVariants(variants),
          format,
          accountId: caller.accountId,
          frameAt: req.frameAt ?? undefined,
          softProof: req.softProof === true,
        })
        .finally(() => this.d.draftTimeBudget.spend(account, Math.ceil(performance.now() - started)).catch(() => {}));
      const renderMs = performance.now() - started;
      return {
        dataUrl: `data:${result.contentType};base64,${result.data.toString('base64')}`,
        width: result.width,
        height: result.height,
        renderMs,
        watermarked: !clean,
      };
    } catch (e) {
      // A problem in one layer is told at that layer, so an editor can show it beside the layer's fields.
      const at =
        e instanceof RenderError && e.layer !== undefined
          ? (design.layers as { layer: string }[]).findIndex((l) => l.layer === e.layer)
          : -1;
      if (e instanceof RenderError) throw ValidationError.of(at >= 0 ? `layers.${at}` : 'render', e.message);
      throw e;
    }
  }
}
