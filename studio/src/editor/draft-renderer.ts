import { request } from '../api/graphql-client';
import { RenderDraftDocument } from '../generated/graphql';
import { toInput, type Design } from './design';

export interface DraftImage {
  src: string;
  renderMs: number;
  /** The API drew its preview watermark: the role may not edit, or the account has no credit. */
  watermarked: boolean;
  /** The design drawn: the canvas is current while it is the editor's present design. */
  design: Design;
  /** An animated design: the instant drawn (ms), the timeline's playhead. */
  frameAt?: number;
  /** Drawn as it prints (the soft proof). */
  softProof: boolean;
}

/** A colour that may let the canvas show through (CSS alpha syntaxes, `transparent`). */
const MAYBE_TRANSLUCENT = /transparent|rgba|hsla|\/|#([0-9a-f]{4}|[0-9a-f]{8})$/i;

/**
 * The canvas format: JPEG is encoded and sent several times faster than PNG (a 1200 x 630 card is
 * ~190 kB of data URL instead of ~1 MB), which is most of a draft's time; WebP when the background
 * may be transparent, to keep the alpha. Both come from the production renderer.
 */
const canvasFormat = (d: Design) => (MAYBE_TRANSLUCENT.test(d.background_color) ? 'webp' : 'jpeg');

/**
 * Draft renders through the API's render pool, coalesced: at most one request in flight, and a
 * change that arrives meanwhile replaces any other waiting one (the latest design is rendered
 * next; intermediate designs are never rendered).
 */
export class DraftRenderer {
  private running = false;
  private waiting: { design: Design; frameAt?: number; softProof: boolean } | undefined;

  constructor(
    private readonly templateId: number,
    private readonly shown: (image: DraftImage) => void,
    private readonly failed: (error: Error) => void,
  ) {}

  /** `frameAt`: an animated design's instant (ms); a still design ignores it. `softProof`: drawn as it prints. */
  render(design: Design, frameAt?: number, softProof = false): void {
    this.waiting = { design, frameAt: design.animation ? frameAt : undefined, softProof };
    if (!this.running) void this.next();
  }

  private async next(): Promise<void> {
    if (!this.waiting) return;
    const { design, frameAt, softProof } = this.waiting;
    this.waiting = undefined;
    this.running = true;
    try {
      const { renderDraft } = await request(RenderDraftDocument, {
        id: this.templateId,
        input: toInput(design),
        format: canvasFormat(design),
        frameAt,
        softProof,
      });
      // Decoded before it is shown, so the swap is one frame and the old image never blanks.
      const img = new Image();
      img.src = renderDraft.dataUrl;
      await img.decode();
      this.shown({
        src: renderDraft.dataUrl,
        renderMs: renderDraft.renderMs,
        watermarked: renderDraft.watermarked,
        design,
        frameAt,
        softProof,
      });
    } catch (e) {
      this.failed(e as Error);
    } finally {
      this.running = false;
      void this.next();
    }
  }
}
