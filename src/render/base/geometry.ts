export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RoundedRect extends Rect {
  radius: number;
}

/**
 * Where a whole image of `iw` x `ih` goes, in box coordinates, so that clipping it to the box gives
 * the fit: cover fills the box and crops around the focal point, contain shows all of it (the
 * focal point places it in the spare room), fill stretches it.
 */
export function fitImage(
  fit: 'cover' | 'contain' | 'fill',
  iw: number,
  ih: number,
  bw: number,
  bh: number,
  focalX: number,
  focalY: number,
): Rect {
  if (fit === 'fill') return { x: 0, y: 0, width: bw, height: bh };
  const scale = fit === 'cover' ? Math.max(bw / iw, bh / ih) : Math.min(bw / iw, bh / ih);
  const width = iw * scale;
  const height = ih * scale;
  if (fit === 'contain') return { x: (bw - width) * focalX, y: (bh - height) * focalY, width, height };
  // Cover: put the focal point at the box centre, without uncovering an edge.
  const x = Math.min(0, Math.max(bw - width, bw / 2 - focalX * width));
  const y = Math.min(0, Math.max(bh - height, bh / 2 - focalY * height));
  return { x, y, width, height };
}

/** Corner radius as drawn: no more than half the shorter side. */
export function clampRadius(radius: number, width: number, height: number): number {
  return Math.max(0, Math.min(radius, width / 2, height / 2));
}

/** Whether a box rotated about its centre covers any of the canvas. */
export function intersectsCanvas(box: Rect & { rotation: number }, canvasWidth: number, canvasHeight: number): boolean {
  const a = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(a));
  const sin = Math.abs(Math.sin(a));
  const halfW = (box.width * cos + box.height * sin) / 2;
  const halfH = (box.width * sin + box.height * cos) / 2;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return cx + halfW > 0 && cx - halfW < canvasWidth && cy + halfH > 0 && cy - halfH < canvasHeight;
}
