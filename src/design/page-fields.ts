import { z } from 'zod';
import { SHOW_ON } from './layers/layer-choices.js';

/**
 * What a layer knows of the pages of a PDF whose table flows (docs/rendering.md "Documents whose rows
 * flow across pages"): on which pages it is drawn (a text layer's `{page}` and `{pages}` are
 * render/scene/page-numbers.ts's). A one-page render (every image, every PDF whose tables fit) is page 1 of 1.
 */
export type ShowOn = (typeof SHOW_ON)[number];

/** Optional, with no default: a layer that does not set it is stored and read back as before. */
export const showOnField = z.enum(SHOW_ON).optional();

export function shownOn(show: ShowOn | undefined, page: number, pages: number): boolean {
  switch (show ?? 'all') {
    case 'all':
      return true;
    case 'first':
      return page === 1;
    case 'last':
      return page === pages;
    case 'not_first':
      return page > 1;
    case 'not_last':
      return page < pages;
  }
}
