import { Barcode, ChartColumn, Image, QrCode, Shapes, Table, Type } from '../ui/icons';
import type { LayerType } from './design';

const ICON = {
  text: Type,
  image: Image,
  empty: Shapes,
  qr_code: QrCode,
  barcode: Barcode,
  chart: ChartColumn,
  table: Table,
};

/** A layer type's icon (the layer list, the inspector, the add buttons). */
export function LayerIcon({ type, size = 14 }: { type: LayerType; size?: number }) {
  const Icon = ICON[type];
  return <Icon size={size} aria-hidden="true" class="layer-icon" />;
}
