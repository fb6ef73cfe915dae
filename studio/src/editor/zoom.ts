/** Zoom is 25% to 400% of the design's pixels. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
const STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];

const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** The largest zoom that shows the whole design in the room the stage has (small designs are enlarged, up to 400%). */
export const fitZoom = (room: { width: number; height: number }, design: { width: number; height: number }) =>
  clampZoom(Math.min(room.width / design.width, room.height / design.height));

/** The next step in (+1) or out (-1) from a zoom that may lie between steps (after a fit or a pinch). */
export function stepZoom(z: number, direction: 1 | -1): number {
  const next = direction > 0 ? STEPS.find((s) => s > z + 0.001) : [...STEPS].reverse().find((s) => s < z - 0.001);
  return next ?? z;
}

/** Two fingers on a touch screen: the zoom they started at, times how much farther apart they are. */
export const pinchZoom = (z: number, startDistance: number, distance: number) =>
  clampZoom((z * distance) / Math.max(1, startDistance));

/** Ctrl+wheel and trackpad pinch (which browsers send as Ctrl+wheel): smooth, proportional to the wheel's travel. */
export const wheelZoom = (z: number, deltaY: number) => clampZoom(z * Math.exp(-deltaY * 0.002));
