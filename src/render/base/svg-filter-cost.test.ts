import { describe, expect, it } from 'vitest';
import { sanitiseSvg, SvgRefused } from './svg-sanitiser.js';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`;
const BLUR = '<defs><filter id="b"><feGaussianBlur stdDeviation="100000"/></filter></defs>';
const passes = (body: string) => sanitiseSvg(Buffer.from(svg(body))).filterPasses;

describe('SVG filter cost, in passes over the image', () => {
  it.each([
    ['no filter', '<rect width="9" height="9"/>', 0],
    ['a filter nothing uses', `${BLUR}<rect width="9" height="9"/>`, 0],
    ['one filtered shape, whatever its deviation', `${BLUR}<rect width="9" height="9" filter="url(#b)"/>`, 1],
    ['a filtered group, once', `${BLUR}<g filter="url(#b)">${'<rect width="9" height="9"/>'.repeat(500)}</g>`, 1],
    ['each filtered shape', `${BLUR}${'<rect width="9" height="9" filter="url(#b)"/>'.repeat(5)}`, 5],
    ['a filter in a style attribute', `${BLUR}<rect width="9" height="9" style="fill:red; filter: url('#b')"/>`, 1],
    [
      'a stylesheet rule, on each element its selector could match',
      `<style>.s, g circle:first-child { filter: url(#b) }</style>${BLUR}${'<rect class="s" width="9" height="9"/>'.repeat(3)}<rect width="9" height="9"/><g><circle r="2"/></g>`,
      4,
    ],
    [
      'shapes a <use> draws again',
      `${BLUR}<g id="g"><rect width="9" height="9" filter="url(#b)"/></g>${'<use href="#g"/>'.repeat(4)}`,
      5,
    ],
    [
      'every primitive, morphology as 16 and turbulence per four octaves',
      '<defs><filter id="f"><feMorphology radius="2"/><feTurbulence numOctaves="9"/><feOffset dx="1"/><feMerge><feMergeNode/><feMergeNode/></feMerge></filter></defs><rect width="9" height="9" filter="url(#f)"/>',
      16 + 3 + 1 + 1,
    ],
  ])('%s', (_, body, expected) => {
    expect(passes(body)).toBe(expected);
  });

  it('refuses an SVG whose filters cost more than 64 passes, saying why', () => {
    expect(() => passes(`${BLUR}${'<rect width="9" height="9" filter="url(#b)"/>'.repeat(65)}`)).toThrow(
      new SvgRefused(
        'has filters that would cost 65 passes over the image, more than 64 (each filter primitive counts once for every element drawn with it): filter a group instead of each shape, or use fewer primitives',
      ),
    );
  });
});
