import type { Renderer } from '../render/index.js';
import type { LayerVariant, TemplateDesign } from '../design/layers/layer-schema.js';

/**
 * An animated template's preview is a short GIF (docs/api.md "Motion", previews): enough to judge
 * the motion, not a free final clip. Its first PREVIEW_CLIP_MS at most, at most PREVIEW_CLIP_FPS
 * frames a second (the template's own rate when lower), at most PREVIEW_CLIP_SIDE px on its longer
 * side, looping forever; the watermark is drawn into every frame, as on a still preview.
 */
const PREVIEW_CLIP_MS = 3000;
const PREVIEW_CLIP_FPS = 10;
const PREVIEW_CLIP_SIDE = 600;

export async function renderPreviewClip(
  renderer: Renderer,
  req: { design: TemplateDesign; variants?: LayerVariant[] | null; accountId: number },
): Promise<{ data: Buffer; contentType: string; width: number; height: number }> {
  const { design } = req;
  const animation = design.animation!;
  const fps = Math.min(animation.fps ?? PREVIEW_CLIP_FPS, PREVIEW_CLIP_FPS);
  const scale = Math.min(1, PREVIEW_CLIP_SIDE / Math.max(design.width, design.height));
  return renderer.renderMotion({
    design: { ...design, animation: { ...animation, fps, loop: 'forever' } },
    variants: req.variants,
    format: 'gif',
    scale,
    accountId: req.accountId,
    until: PREVIEW_CLIP_MS,
  });
}
