import bwipjs from 'bwip-js';
import type { Rect } from '../base/geometry.js';
import { gridRects, snapModule, snapOffset } from './module-grid.js';
import { RenderError } from '../base/render-error.js';
import type { BarcodeNode } from '../base/types.js';

export interface BarcodeSymbol {
  bars: Rect[];
  /** The human-readable line under a linear barcode, and the box it is fitted into. */
  caption: { text: string; box: Rect } | null;
}

type Linear = { sbs: number[]; txt?: [string, ...unknown[]][] };
type Matrix = { pixs: number[]; pixx: number; pixy: number };

/** Share of a linear barcode's height given to its human-readable text. */
const CAPTION_SHARE = 0.22;

/**
 * The bars (or matrix cells) of the layer's barcode in layer coordinates, encoded by bwip-js.
 * Linear symbols stretch to the box; 2D symbols keep square cells and are centred.
 */
export function barcodeSymbol(node: BarcodeNode, scale: number): BarcodeSymbol {
  if (node.content === '') return { bars: [], caption: null };
  let encoded: Linear | Matrix;
  try {
    encoded = bwipjs.raw(node.symbology, node.content, { includetext: node.showText })[0] as Linear | Matrix;
  } catch (err) {
    const reason = String((err as Error).message ?? err).replace(/^bwipp\.\w+#\d+:\s*/, '');
    throw RenderError.inLayer(node.layer, `"${node.content}" is not valid ${node.symbology} content: ${reason}.`, {
      cause: err,
    });
  }
  return 'pixs' in encoded ? matrixCells(encoded, node, scale) : linearBars(encoded, node, scale);
}

function linearBars({ sbs, txt }: Linear, node: BarcodeNode, scale: number): BarcodeSymbol {
  const text = node.showText ? (txt ?? []).map((t) => t[0]).join('') : '';
  const captionHeight = text ? node.height * CAPTION_SHARE : 0;
  const total = sbs.reduce((a, b) => a + b, 0);
  const unit = snapModule(node.width / total, scale);
  let x = snapOffset((node.width - unit * total) / 2, scale);
  const bars: Rect[] = [];
  sbs.forEach((w, i) => {
    if (i % 2 === 0 && w > 0) bars.push({ x, y: 0, width: w * unit, height: node.height - captionHeight });
    x += w * unit;
  });
  const caption = text
    ? { text, box: { x: 0, y: node.height - captionHeight, width: node.width, height: captionHeight } }
    : null;
  return { bars, caption };
}

/** `pixs` holds one entry per cell; PDF417's rows are several units tall (`pixy` counts units). */
function matrixCells({ pixs, pixx, pixy }: Matrix, node: BarcodeNode, scale: number): BarcodeSymbol {
  const rows = pixs.length / pixx;
  const unit = snapModule(Math.min(node.width / pixx, node.height / pixy), scale);
  const origin = {
    x: snapOffset((node.width - unit * pixx) / 2, scale),
    y: snapOffset((node.height - unit * pixy) / 2, scale),
  };
  return { bars: gridRects(pixs, pixx, rows, origin, unit, (unit * pixy) / rows), caption: null };
}
