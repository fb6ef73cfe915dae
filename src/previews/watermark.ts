import { randomBytes } from 'node:crypto';
import type { Layer, TemplateDesign } from '../design/layers/layer-schema.js';

const WORD = 'PREVIEW';
const ANGLE = -30;

/**
 * The design with a diagonal "PREVIEW" pattern drawn over every layer. It is part of the pixels, so
 * the preview image cannot be lifted out of the page without it. Each word is a dark text layer
 * over a light one, so the pattern shows on light and dark designs alike. The layer keys are random
 * per render, so no variant can target (hide, rewrite) them.
 */
export function withWatermark(design: TemplateDesign): TemplateDesign {
  const { width, height } = design;
  const fontSize = Math.max(10, Math.round(Math.sqrt(width * height) / 10));
  const boxWidth = fontSize * 6;
  const boxHeight = Math.round(fontSize * 1.4);
  // Words sit on lines that run at the text's own angle, so neighbours never overlap; alternate lines
  // are offset by half a step (a brick pattern), leaving no clear lane.
  const angle = (ANGLE * Math.PI) / 180;
  const along = [Math.cos(angle), Math.sin(angle)];
  const across = [-Math.sin(angle), Math.cos(angle)];
  const [stepAlong, stepAcross] = [boxWidth * 1.1, fontSize * 2.2];
  const reach = Math.hypot(width, height) / 2 + boxWidth;
  const prefix = `watermark-${randomBytes(8).toString('hex')}`;
  const layers: Layer[] = [];
  let n = 0;
  for (let line = 0, v = -reach; v <= reach; line++, v += stepAcross) {
    for (let u = -reach + (line % 2) * (stepAlong / 2); u <= reach; u += stepAlong) {
      const cx = width / 2 + u * along[0] + v * across[0];
      const cy = height / 2 + u * along[1] + v * across[1];
      if (cx < -boxWidth / 2 || cx > width + boxWidth / 2 || cy < -boxWidth / 2 || cy > height + boxWidth / 2) continue;
      const [x, y] = [Math.round(cx - boxWidth / 2), Math.round(cy - boxHeight / 2)];
      for (const [d, color, opacity] of [
        [2, '#ffffff', 0.4],
        [0, '#000000', 0.3],
      ] as const) {
        layers.push(word(`${prefix}-${n++}`, x + d, y + d, boxWidth, boxHeight, fontSize, color, opacity));
      }
    }
  }
  return { ...design, layers: [...design.layers, ...layers] };
}

function word(
  layer: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fontSize: number,
  color: string,
  opacity: number,
): Layer {
  return {
    layer,
    type: 'text',
    x,
    y,
    width,
    height,
    rotation: ANGLE,
    opacity,
    text: WORD,
    color,
    font_family: 'sans',
    font_size: fontSize,
    font_weight: 'bold',
    font_style: 'normal',
    align: 'center',
    vertical_align: 'middle',
    line_height: 1.2,
    letter_spacing: fontSize / 10,
    auto_fit: false,
    direction: 'ltr',
    background_padding: 0,
    background_radius: 0,
    stroke_color: '#000000',
    stroke_width: 0,
    text_transform: 'none',
    underline: false,
    strikethrough: false,
    text_format: 'plain',
    available_modifications: undefined,
  };
}
