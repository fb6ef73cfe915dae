import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Renderer } from '@takumi-rs/core';
import { ROOT } from '../test/support/paths.js';
import { layerSchema, type TemplateDesign } from '../src/design/layers/layer-schema.js';
import { standardCard, standardTexts } from './standard-card.js';
import { card, PHOTO, TAKUMI_CARD_FILES } from './takumi-card.js';

/**
 * The motion section's design (issue 41): the standard card with its title sliding in from the left
 * edge over the first 600 ms (ease-out), 3 s of clip; for takumi the same card with the same motion
 * as a CSS animation of the title's transform.
 */

export const SLIDE_MS = 600;
const TITLE = { x: 548, width: 564 };

/** The standard card with the title sliding in; `throughout` slides it over the whole clip instead (every frame differs). */
export function motionCard(photoUrl: string, durationMs: number, fps?: number, throughout = false): TemplateDesign {
  const design = standardCard(photoUrl);
  const slide = { preset: 'slide', easing: 'ease-out', duration: throughout ? durationMs : SLIDE_MS };
  return {
    ...design,
    layers: design.layers.map((l) => (l.layer === 'title' ? layerSchema.parse({ ...l, entrance: slide }) : l)),
    animation: { duration: durationMs, loop: 'forever', ...(fps && { fps }) },
  };
}

export type TakumiMotionFormat = 'webp' | 'apng' | 'gif';

/** takumi drawing the same clip: renderAnimation with the slide as CSS keyframes. */
export async function takumiMotion(): Promise<
  (format: TakumiMotionFormat, fps: number, durationMs: number) => Promise<Buffer>
> {
  const file = (k: keyof typeof TAKUMI_CARD_FILES) => readFileSync(join(ROOT, TAKUMI_CARD_FILES[k]));
  const renderer = new Renderer();
  await renderer.registerFont({ name: 'Inter', weight: 400, data: file('regular') });
  await renderer.registerFont({ name: 'Inter', weight: 700, data: file('bold') });
  const node = await card(standardTexts(7), 'title');
  // Snapforge's slide starts just beyond the left edge: x = -width, that is this far left of the title's place.
  const from = -(TITLE.x + TITLE.width);
  const css = [
    {
      keyframes: 'slide',
      steps: [
        { offset: '0%', style: { transform: `translateX(${from}px)` } },
        { offset: '100%', style: { transform: 'translateX(0px)' } },
      ],
    },
    `.title { animation: slide ${SLIDE_MS}ms ease-out forwards; }`,
  ];
  const images = [{ src: PHOTO, data: file('photo') }];
  return (format, fps, durationMs) =>
    renderer.renderAnimation({
      scenes: [{ node, durationMs }],
      width: 1200,
      height: 630,
      format,
      fps,
      images,
      css,
      // Snapforge's animated WebP is lossy at the stills' quality 85; takumi's would be lossless without one.
      ...(format === 'webp' && { quality: 85 }),
    });
}
