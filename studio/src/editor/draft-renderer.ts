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

/** The design at one of its sizes in one of its locales: the API draws `design` there (sizes/sized-layers.ts). */
export interface DraftAt {
  design: Design;
  size?: string;
  locale?: string;
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
  private waiting: { design: Design; frameAt?: number; at?: DraftAt; softProof: boolean } | undefined;

  constructor(
    private readonly templateId: number,
    private readonly shown: (image: DraftImage) => void,
    private readonly failed: (error: Error) => void,
  ) {}

  /**
   * `frameAt`: an animated design's instant (ms); a still design ignores it. `at`: what the API draws
   * when `design` is a view of it (one of its sizes or locales); `design` is then what the image shows.
   * `softProof`: drawn as it prints.
   */
  render(design: Design, frameAt?: number, at?: DraftAt, softProof = false): void {
    this.waiting = { design, frameAt: design.animation ? frameAt : undefined, at, softProof };
    if (!this.running) void this.next();
  }

  private async next(): Promise<void> {
    if (!this.waiting) return;
    const { design, frameAt, at, softProof } = this.waiting;
    this.waiting = undefined;
    this.running = true;
    try {
      const { renderDraft } = await request(RenderDraftDocument, {
        id: this.templateId,
        input: toInput(at?.design ?? design),
        format: canvasFormat(design),
        frameAt,
        size: at?.size,
        locale: at?.locale,
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
