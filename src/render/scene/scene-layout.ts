import { barcodeSymbol } from '../codes/barcode.js';
import { MONO } from '../fonts/fonts.js';
import { clampRadius, type Rect, type RoundedRect } from '../base/geometry.js';
import { layoutImage, type LaidOutImage } from './image-layout.js';
import { qrModules } from '../codes/qr.js';
import { paintVisible } from '../base/gradient.js';
import { layoutShape, type ShapeLayout } from './shape-layout.js';
import { layoutText, type TextLayout } from '../text/text-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { BarcodeNode, BoxNode, ChartNode, QrNode, Scene, SceneAssets, TableNode } from '../base/types.js';
import { RenderError } from '../base/render-error.js';
import { NO_CHARTS, type ChartDrawings } from '../data/chart-drawing.js';
import type { VectorDrawing } from '../data/svg-drawing.js';
import { layoutTable, placeTable, type PlacedTable, type TableLayout } from '../data/table-layout.js';
import { numberedText } from './page-numbers.js';
import { layoutTextNode, type LaidOutText } from './text-node-layout.js';
import { placeFollowers } from './follow.js';

/** A scene node with everything both backends need decided: lines, placements, module rectangles. */
export type LaidOutNode =
  | LaidOutText
  | LaidOutImage
  | {
      kind: 'box';
      node: BoxNode;
      fill: RoundedRect | null;
      border: { outer: RoundedRect; inner: RoundedRect | null } | null;
    }
  | ({ kind: 'shape'; node: BoxNode } & ShapeLayout)
  | { kind: 'symbol'; node: QrNode | BarcodeNode; modules: Rect[]; caption: TextLayout | null }
  | { kind: 'chart'; node: ChartNode; drawing: VectorDrawing }
  /** `placed`: the rows drawn (in a PDF, page-flow.ts places each page's); `layout`: every row. */
  | { kind: 'table'; node: TableNode; layout: TableLayout; placed: PlacedTable };

/**
 * Lays out the scene's nodes from index `from` up (the ones below it may come from a cached bitmap), as
 * page 1 of 1: a PDF's tables keep all their rows for page-flow.ts, an image's are cut to their box.
 */
export function layoutScene(
  scene: Scene,
  assets: SceneAssets,
  measurer: TextMeasurer,
  from = 0,
  charts: ChartDrawings = NO_CHARTS,
): LaidOutNode[] {
  return placeFollowers(scene.nodes, measurer)
    .slice(from)
    .map((node): LaidOutNode => {
      switch (node.type) {
        case 'text':
          return layoutTextNode(numberedText(node, 1, 1), measurer);
        case 'image':
          return layoutImage(node, assets);
        case 'empty':
          return node.shape.kind === 'rectangle' && !node.borderDash
            ? layoutBox(node)
            : { kind: 'shape', node, ...layoutShape(node) };
        case 'qr_code':
          return { kind: 'symbol', node, modules: qrModules(node, scene.scale), caption: null };
        case 'barcode': {
          const { bars, caption } = barcodeSymbol(node, scene.scale);
          return {
            kind: 'symbol',
            node,
            modules: bars,
            caption: caption && layoutCaption(caption.text, caption.box, measurer),
          };
        }
        case 'chart': {
          const drawing = charts.get(node.layer);
          if (!drawing) throw RenderError.inLayer(node.layer, 'the chart was not drawn before the layout.');
          return { kind: 'chart', node, drawing };
        }
        case 'table': {
          const layout = layoutTable(node, measurer, scene.format === 'pdf' ? 'all' : 'fit');
          return { kind: 'table', node, layout, placed: placeTable(node, layout, layout.rows) };
        }
      }
    });
}

/** The border is drawn inside the box, as a ring around the fill, so the two never overlap. */
function layoutBox(node: BoxNode): LaidOutNode {
  const { width, height } = node;
  const radius = clampRadius(node.radius, width, height);
  const outer = { x: 0, y: 0, width, height, radius };
  const bw = Math.min(node.borderWidth, width / 2, height / 2);
  const inner =
    width - 2 * bw > 0 && height - 2 * bw > 0
      ? { x: bw, y: bw, width: width - 2 * bw, height: height - 2 * bw, radius: Math.max(0, radius - bw) }
      : null;
  const hasBorder = bw > 0 && node.borderColor.a > 0;
  return {
    kind: 'box',
    node,
    fill: paintVisible(node.fill) ? (bw > 0 ? inner : outer) : null,
    border: hasBorder ? { outer, inner } : null,
  };
}

/** A barcode's human-readable line: monospace, shrunk to fit the width, centred under the bars. */
function layoutCaption(text: string, box: Rect, measurer: TextMeasurer): TextLayout {
  const lineHeight = 1.15;
  const fontSize = box.height / lineHeight;
  const layout = layoutText(
    {
      text,
      width: box.width,
      height: box.height,
      font: { family: MONO.family, weight: 400, italic: false },
      fontSize,
      minFontSize: Math.min(fontSize, 4),
      autoFit: true,
      align: 'center',
      verticalAlign: 'middle',
      lineHeight,
      letterSpacing: 0,
      maxLines: 1,
      direction: 'ltr',
    },
    measurer,
  );
  const down = <T extends { baseline: number }>(items: T[]) =>
    items.map((p) => ({ ...p, baseline: p.baseline + box.y }));
  return { ...layout, pieces: down(layout.pieces), rows: down(layout.rows) };
}
