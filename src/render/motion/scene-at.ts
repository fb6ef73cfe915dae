import type { AnimatedProperty } from '../../design/animation/animation-schema.js';
import { sampleTrack } from '../../design/animation/timeline.js';
import type { Rgba } from '../base/colour.js';
import { intersectsCanvas } from '../base/geometry.js';
import { castsBoxShadow } from '../../design/shadow-kind.js';
import type { Shadow } from '../base/graphics.js';
import type { Paint } from '../base/gradient.js';
import type { Scene, SceneNode, TextNode } from '../base/types.js';
import { hasExtent } from '../scene/graphics.js';
import type { Clip, NodeMotion } from './clip.js';

/**
 * A clip's scene at an instant: each moving node with its keyframed properties at that time, the
 * nodes that cannot be seen then left out. Pure and cheap (no parsing), so render threads call it
 * for every frame they draw.
 */

type Values = Partial<Record<AnimatedProperty, unknown>>;

/** Below this scale a layer is too small to see, and its text too small to lay out. */
const MIN_SCALE = 0.01;

/**
 * The frame at `t` ms, and a key that is the same exactly when two instants draw the same scene
 * (every sampled value equal), so an unchanged frame is neither drawn nor encoded again.
 */
export function sceneAt(clip: Clip, t: number): { scene: Scene; key: string } {
  const values = clip.motions.map((m) => sample(m, t));
  const nodes: (SceneNode | null)[] = clip.scene.nodes.slice();
  clip.motions.forEach((m, i) => (nodes[m.index] = moved(clip.scene.nodes[m.index], values[i], m, clip.scene)));
  return {
    scene: { ...clip.scene, nodes: nodes.filter((n): n is SceneNode => n !== null) },
    key: JSON.stringify(values),
  };
}

function sample(m: NodeMotion, t: number): Values {
  const values: Values = {};
  for (const [property, track] of Object.entries(m.tracks))
    values[property as AnimatedProperty] = sampleTrack(track, t);
  // Whole characters show: a fraction of one changes nothing on screen.
  if (typeof values.visible_characters === 'number') values.visible_characters = Math.floor(values.visible_characters);
  return values;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The node with the sampled values; null when it cannot be seen at that instant. */
function moved(base: SceneNode, v: Values, m: NodeMotion, scene: Scene): SceneNode | null {
  const node = { ...base } as SceneNode & Record<string, unknown>;
  for (const k of ['x', 'y', 'width', 'height', 'rotation', 'opacity'] as const)
    if (typeof v[k] === 'number') node[k] = v[k];
  node.opacity = clamp(node.opacity, 0, 1);
  node.width = Math.max(0, node.width);
  node.height = Math.max(0, node.height);
  shadow(node, v);
  colours(node, v, m);
  if (node.type === 'text' && typeof v.visible_characters === 'number')
    Object.assign(node, typed(node, v.visible_characters, m.graphemeEnds!));
  const scale = typeof v.scale === 'number' ? v.scale : 1;
  if (scale < MIN_SCALE) return null;
  const shown = scale === 1 ? node : scaled(node, scale);
  return hasExtent(shown) && shown.opacity > 0 && intersectsCanvas(shown, scene.width, scene.height) ? shown : null;
}

function shadow(node: SceneNode, v: Values): void {
  if (
    v.shadow_color === undefined &&
    v.shadow_blur === undefined &&
    v.shadow_x === undefined &&
    v.shadow_y === undefined
  )
    return;
  const kind = node.type === 'empty' && castsBoxShadow(node.shape.kind) ? 'box-shadow' : 'drop-shadow';
  const s: Shadow = { ...(node.shadow ?? { kind, color: { r: 0, g: 0, b: 0, a: 0 }, blur: 0, x: 0, y: 0, spread: 0 }) };
  if (v.shadow_color !== undefined) s.color = v.shadow_color as Rgba;
  if (typeof v.shadow_blur === 'number') s.blur = Math.max(0, v.shadow_blur);
  if (typeof v.shadow_x === 'number') s.x = v.shadow_x;
  if (typeof v.shadow_y === 'number') s.y = v.shadow_y;
  node.shadow = s.color.a > 0 ? s : null;
}

/** The keyframed colours, each where the node's type keeps it (a text's `background_color` is its highlight). */
function colours(node: SceneNode, v: Values, m: NodeMotion): void {
  const colour = v.color as Rgba | undefined;
  const fill = v.background_color as Paint | undefined;
  switch (node.type) {
    case 'text': {
      if (colour) {
        // A markup span that took the layer's colour follows it; one with a colour of its own keeps it.
        const was = node.color;
        node.spans = node.spans?.map((s) => (sameColour(s.color, was) ? { ...s, color: colour } : s)) ?? null;
        node.color = colour;
      }
      if (fill)
        node.highlight = 'kind' in fill || fill.a === 0 ? null : { ...(node.highlight ?? m.highlight), color: fill };
      const stroke = v.stroke_color as Rgba | undefined;
      if (stroke) {
        const width = node.stroke?.width ?? m.strokeWidth;
        node.stroke = stroke.a > 0 && width > 0 ? { width, color: stroke } : null;
      }
      return;
    }
    case 'empty':
      if (fill) node.fill = fill;
      if (v.border_color) node.borderColor = v.border_color as Rgba;
      return;
    case 'qr_code':
    case 'barcode':
      if (colour) node.color = colour;
      if (fill) node.background = fill;
      return;
    case 'image':
      return;
  }
}

const sameColour = (a: Rgba, b: Rgba) => a.r === b.r && a.g === b.g && a.b === b.b && a.a === b.a;

/** The first `count` characters of a text node, its markup spans cut to them. */
function typed(node: TextNode, count: number, ends: number[]): Pick<TextNode, 'text' | 'spans'> {
  if (count >= ends.length) return node;
  const cut = count <= 0 ? 0 : ends[count - 1];
  const spans = node.spans && node.spans.filter((s, i, all) => i === 0 || all[i - 1].end < cut);
  return {
    text: node.text.slice(0, cut),
    spans: spans?.map((s) => (s.end > cut ? { ...s, end: cut } : s)) ?? null,
  };
}

/**
 * The node `s` times its size about its centre, everything it draws with it: its box, fonts,
 * spacing, radii, borders and shadow (CSS's `transform: scale()`, drawn by laying the node out larger).
 */
function scaled(node: SceneNode, s: number): SceneNode {
  const [cx, cy] = [node.x + node.width / 2, node.y + node.height / 2];
  const box = {
    x: cx - (node.width * s) / 2,
    y: cy - (node.height * s) / 2,
    width: node.width * s,
    height: node.height * s,
    shadow: node.shadow && { ...node.shadow, blur: node.shadow.blur * s, x: node.shadow.x * s, y: node.shadow.y * s },
  };
  switch (node.type) {
    case 'text':
      return {
        ...node,
        ...box,
        fontSize: node.fontSize * s,
        minFontSize: node.minFontSize * s,
        letterSpacing: node.letterSpacing * s,
        highlight: node.highlight && {
          ...node.highlight,
          padding: node.highlight.padding * s,
          radius: node.highlight.radius * s,
        },
        stroke: node.stroke && { ...node.stroke, width: node.stroke.width * s },
        spans:
          node.spans?.map((span) => ({
            ...span,
            fontSize: span.fontSize * s,
            letterSpacing: span.letterSpacing * s,
            background: span.background && {
              ...span.background,
              padding: span.background.padding * s,
              radius: span.background.radius * s,
            },
          })) ?? null,
      };
    case 'image':
      return { ...node, ...box, radius: node.radius * s };
    case 'empty':
      return {
        ...node,
        ...box,
        radius: node.radius * s,
        borderWidth: node.borderWidth * s,
        borderDash: node.borderDash?.map((d) => d * s) ?? null,
      };
    default:
      return { ...node, ...box };
  }
}
