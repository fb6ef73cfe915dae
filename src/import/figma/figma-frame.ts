import { LayerKeys, MAX_IMPORTED_LAYERS, round2, type DraftDesign, type DraftLayer } from '../draft-design.js';
import { effectsOf } from './figma-effects.js';
import { boxOf, isNode, nodes, num, refuseFigma, str, type Box, type FigmaNode } from './figma-node.js';
import { fillOf } from './figma-paint.js';
import { boxShape, vectorShape, type Drawing, type FigmaImages } from './figma-shapes.js';
import { textOf } from './figma-text.js';

/**
 * One top-level frame as a draft design (docs/import.md "Figma"): its size the canvas, its fill the
 * background, every node inside it a layer in drawing order; groups and inner frames flattened (a
 * frame's own fill and stroke a layer under its children), their opacity multiplied and their
 * hiding passed down. A vertical auto layout whose children are one layer each becomes a chain of
 * `below` (docs/rendering.md "Layout that adapts"); other auto layouts keep their positions, reported.
 */

const FRAMES = new Set(['FRAME', 'COMPONENT', 'COMPONENT_SET', 'INSTANCE', 'SECTION']);
const GROUPS = new Set(['GROUP', 'BOOLEAN_OPERATION_GROUP', 'TRANSFORM_GROUP']);
const VECTORS = new Set(['VECTOR', 'BOOLEAN_OPERATION', 'STAR', 'REGULAR_POLYGON', 'LINE']);
const CONSTRAINT: Record<string, string> = {
  LEFT: 'left',
  RIGHT: 'right',
  CENTER: 'center',
  LEFT_RIGHT: 'left_right',
  SCALE: 'scale',
  TOP: 'top',
  BOTTOM: 'bottom',
  TOP_BOTTOM: 'top_bottom',
};
/** The largest canvas a template takes. */
const MAX_SIDE = 4000;

export const isFrame = (node: FigmaNode) => FRAMES.has(str(node.type) ?? '');

interface Context {
  opacity: number;
  hidden: boolean;
  /** The nearest frame's turn, in degrees. */
  turn: number;
  /** Direct children of the top-level frame keep their constraints. */
  top: boolean;
}

class FrameReader {
  readonly keys = new LayerKeys();
  readonly layers: DraftLayer[] = [];
  readonly notes: DraftDesign['notes'] = [];
  /** Each layer's bottom edge as Figma placed it (a growing text's box is taller: docs/import.md). */
  private readonly bottoms = new Map<string, number>();

  constructor(
    private readonly frameName: string,
    private readonly origin: { x: number; y: number },
    private readonly images: FigmaImages,
    private readonly canvasHeight: number,
  ) {}

  /** The layers `node` makes, their keys in order. */
  node(node: FigmaNode, ctx: Context): string[] {
    const type = str(node.type) ?? 'unknown';
    const name = str(node.name);
    const inner: Context = {
      ...ctx,
      opacity: ctx.opacity * Math.min(1, Math.max(0, num(node.opacity, 1))),
      hidden: ctx.hidden || node.visible === false,
    };
    if (GROUPS.has(type)) return this.children(node, { ...inner, top: false });
    const box = boxOf(node, this.origin, ctx.turn);
    const notes: string[] = [];
    let made: Drawing | undefined;
    if (!box) notes.push('It has no absoluteBoundingBox: left out.');
    else if (type === 'TEXT') made = { type: 'text', ...textOf(node, box.width, box.height, notes) };
    else if (type === 'RECTANGLE' || type === 'ELLIPSE' || FRAMES.has(type))
      made = boxShape(node, box, this.images, notes);
    else if (VECTORS.has(type)) made = vectorShape(node, box, notes);
    else notes.push(`A ${type.toLowerCase()} node is not imported: left out.`);
    const keys = made && box ? [this.add(node, made, box, inner, notes)] : [];
    if (!made || !box) this.report(name ?? type.toLowerCase(), notes);
    if (FRAMES.has(type) && box) {
      if (node.clipsContent === true)
        this.report(keys[0] ?? name ?? 'frame', ['Its clipping of its children is not kept.']);
      const children = nodes(node.children).map((c) => this.node(c, { ...inner, turn: box.rotation, top: false }));
      this.autoLayout(node, children, keys[0] ?? name);
      keys.push(...children.flat());
    }
    return keys;
  }

  private children(node: FigmaNode, ctx: Context): string[] {
    return nodes(node.children).flatMap((c) => this.node(c, ctx));
  }

  private add(node: FigmaNode, made: Drawing, box: Box, ctx: Context, notes: string[]): string {
    if (this.layers.length >= MAX_IMPORTED_LAYERS)
      throw refuseFigma(
        `has more than ${MAX_IMPORTED_LAYERS} layers in the frame "${this.frameName}" (a template's most); flatten some first`,
      );
    const key = this.keys.next(str(node.name), `${made.type} ${this.layers.length + 1}`);
    const opacity = round2(ctx.opacity * num(made.opacity, 1));
    if (box.mirrored) notes.push('It is mirrored: drawn unmirrored.');
    if (node.isMask === true) notes.push('It is a mask: not applied, and hidden.');
    const blend = str(node.blendMode);
    if (blend && blend !== 'NORMAL' && blend !== 'PASS_THROUGH')
      notes.push(`Its blend mode ${blend.toLowerCase()} is drawn normal.`);
    const constraints = isNode(node.constraints) && ctx.top ? constraintsOf(node.constraints) : undefined;
    this.bottoms.set(key, box.y + box.height);
    const height =
      made.type === 'text' && !box.rotation && grows(node)
        ? Math.max(box.height, this.canvasHeight - box.y)
        : box.height;
    this.layers.push({
      layer: key,
      ...made,
      x: round2(box.x),
      y: round2(box.y),
      width: round2(box.width),
      height: round2(height),
      ...(box.rotation ? { rotation: box.rotation } : {}),
      ...(opacity < 1 ? { opacity } : { opacity: undefined }),
      ...(ctx.hidden || node.isMask === true ? { hidden: true } : {}),
      ...(constraints ? { constraints } : {}),
      ...effectsOf(node, made, notes),
    });
    this.report(key, notes);
    return key;
  }

  /** A vertical auto layout as `below` links where each child is one layer; the rest keep their places. */
  autoLayout(node: FigmaNode, children: string[][], key: string | undefined): void {
    const mode = str(node.layoutMode);
    if (!mode || mode === 'NONE') return;
    const flow = nodes(node.children)
      .map((c, i) => ({ c, keys: children[i] }))
      .filter(({ c }) => c.layoutPositioning !== 'ABSOLUTE');
    const linkable = mode === 'VERTICAL' && node.layoutWrap !== 'WRAP' && flow.every(({ keys }) => keys.length === 1);
    if (!linkable) {
      const why = mode === 'VERTICAL' ? 'some of its children are several layers' : `it is ${mode.toLowerCase()}`;
      this.report(key, [`Its auto layout is kept as fixed positions (${why}; layers follow others only downwards).`]);
      return;
    }
    for (let i = 1; i < flow.length; i++) {
      const above = this.layers.find((l) => l.layer === flow[i - 1].keys[0])!;
      const follower = this.layers.find((l) => l.layer === flow[i].keys[0])!;
      if (above.rotation || follower.rotation) continue;
      const gap = round2((follower.y as number) - this.bottoms.get(above.layer)!);
      follower.below = { layer: above.layer, ...(gap ? { gap } : {}) };
    }
  }

  private report(layer: string | undefined, notes: string[]): void {
    for (const message of notes) this.notes.push(layer === undefined ? { message } : { layer, message });
  }
}

/**
 * A top-aligned text Figma grows downwards (auto height): its box reaches the canvas's bottom, so a
 * longer text wraps on as in Figma and what follows it (`below`) moves down; it draws the same.
 */
function grows(node: FigmaNode): boolean {
  const style = isNode(node.style) ? node.style : {};
  const auto = str(style.textAutoResize) ?? str(node.textAutoResize);
  return (auto === 'HEIGHT' || auto === 'WIDTH_AND_HEIGHT') && (str(style.textAlignVertical) ?? 'TOP') === 'TOP';
}

function constraintsOf(c: FigmaNode): Record<string, string> | undefined {
  const horizontal = CONSTRAINT[str(c.horizontal) ?? ''];
  const vertical = CONSTRAINT[str(c.vertical) ?? ''];
  const out = {
    ...(horizontal && horizontal !== 'left' ? { horizontal } : {}),
    ...(vertical && vertical !== 'top' ? { vertical } : {}),
  };
  return Object.keys(out).length ? out : undefined;
}

/** A top-level frame as a draft design. */
export function readFrame(frame: FigmaNode, images: FigmaImages): DraftDesign {
  const name = (str(frame.name) ?? 'Figma frame').slice(0, 255) || 'Figma frame';
  const bounds = isNode(frame.absoluteBoundingBox) ? frame.absoluteBoundingBox : undefined;
  const box = boxOf(frame, { x: 0, y: 0 }, 0);
  if (!bounds || !box) throw refuseFigma(`gives the frame "${name}" no absoluteBoundingBox`);
  const [width, height] = [Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height))];
  if (width > MAX_SIDE || height > MAX_SIDE)
    throw refuseFigma(`has the frame "${name}" of ${width}x${height}; a template is at most ${MAX_SIDE}x${MAX_SIDE}`);
  const reader = new FrameReader(name, { x: num(bounds.x), y: num(bounds.y) }, images, height);
  const fill = fillOf(frame.fills, width, height);
  const ctx: Context = { opacity: 1, hidden: false, turn: 0, top: true };
  if (box.rotation) reader.notes.push({ message: 'The frame is rotated: its contents are drawn unrotated.' });
  // A frame filled with an image draws it as the bottom layer; a colour or gradient is the canvas's.
  if (fill.image)
    reader.node(
      {
        ...frame,
        children: [],
        effects: [],
        strokes: [],
        clipsContent: false,
        layoutMode: 'NONE',
        relativeTransform: undefined,
      },
      ctx,
    );
  for (const message of fill.notes) reader.notes.push({ message });
  if (nodes(frame.effects).length || nodes(frame.strokes).length)
    reader.notes.push({ message: "The frame's own strokes and effects are not kept." });
  const keys = nodes(frame.children).map((c) => reader.node(c, ctx));
  reader.autoLayout(frame, keys, undefined);
  return {
    title: name,
    width,
    height,
    background_color: fill.fill ?? '#ffffff',
    layers: reader.layers,
    notes: reader.notes,
  };
}
