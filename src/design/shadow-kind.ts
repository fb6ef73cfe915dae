/**
 * Which shadow a layer casts (docs/rendering.md "Shadows"): an empty layer whose shape a CSS box draws (a rectangle,
 * with border-radius; an ellipse, 50% of it) casts CSS's `box-shadow`; every other layer `drop-shadow`. The template
 * schema refuses a spread where there is no box-shadow; the renderer draws the one it casts.
 */
export const castsBoxShadow = (shape: string | undefined): boolean =>
  shape === undefined || shape === 'rectangle' || shape === 'ellipse';
