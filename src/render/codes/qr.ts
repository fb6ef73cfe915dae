import QRCode from 'qrcode';
import type { Rect } from '../base/geometry.js';
import { gridRects, snapModule, snapOffset } from './module-grid.js';
import { RenderError } from '../base/render-error.js';
import type { QrNode } from '../base/types.js';

/** The dark modules of the layer's QR code in layer coordinates, centred in the box. */
export function qrModules(node: QrNode, scale: number): Rect[] {
  if (node.content === '') return [];
  let matrix: { size: number; data: Uint8Array };
  try {
    matrix = QRCode.create(node.content, { errorCorrectionLevel: node.errorCorrection }).modules;
  } catch (err) {
    throw RenderError.inLayer(node.layer, `the QR code content cannot be encoded: ${(err as Error).message}.`, {
      cause: err,
    });
  }
  const cells = matrix.size + 2 * node.quietZone;
  const module = snapModule(Math.min(node.width, node.height) / cells, scale);
  const origin = {
    x: snapOffset((node.width - module * cells) / 2, scale) + node.quietZone * module,
    y: snapOffset((node.height - module * cells) / 2, scale) + node.quietZone * module,
  };
  return gridRects(matrix.data, matrix.size, matrix.size, origin, module);
}
