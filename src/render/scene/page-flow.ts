import { shownOn } from '../../design/page-fields.js';
import { placeTable, type TableRow } from '../data/table-layout.js';
import type { TextMeasurer } from '../text/text-measurer.js';
import type { Scene } from '../base/types.js';
import type { LaidOutNode } from './scene-layout.js';
import { layoutTextNode } from './text-node-layout.js';
import { numberedText } from './page-numbers.js';

/** A page of a PDF: its scene and what is drawn on it. */
export interface LaidOutPage {
  scene: Scene;
  nodes: LaidOutNode[];
}

type TableItem = Extract<LaidOutNode, { kind: 'table' }>;

/**
 * A PDF's laid-out scenes as the pages they take (docs/rendering.md "Documents whose rows flow across
 * pages"). A table whose rows do not fit its box continues on the next page, in its `next_page_y` and
 * `next_page_height`, with its header again; a row is never split. The rest of the design is drawn on
 * every page, each layer on the pages its `show_on` names, and a text layer's `{page}` and `{pages}`
 * are its page's. A scene's pages are counted on their own: in a document of several templates, each
 * template's first, last and "Page 2 of 3" are its own.
 */
export function flowPages(pages: readonly LaidOutPage[], measurer: TextMeasurer): LaidOutPage[] {
  return pages.flatMap((page) => flowScene(page, measurer));
}

function flowScene({ scene, nodes }: LaidOutPage, measurer: TextMeasurer): LaidOutPage[] {
  const slices = new Map<TableItem, TableRow[][]>();
  for (const item of nodes) if (item.kind === 'table') slices.set(item, pagesOf(item));
  const count = Math.max(1, ...[...slices.values()].map((s) => s.length));
  return Array.from({ length: count }, (_, i) => ({
    scene,
    nodes: nodes.flatMap((item): LaidOutNode[] => {
      if (!shownOn(item.node.showOn, i + 1, count)) return [];
      if (item.kind === 'text' && item.node.pageNumbers)
        return [layoutTextNode(numberedText(item.node, i + 1, count), measurer)];
      if (item.kind !== 'table') return [item];
      const rows = slices.get(item)![i];
      if (!rows) return [];
      const node = i === 0 ? item.node : { ...item.node, y: item.node.nextPage.y, height: item.node.nextPage.height };
      return [{ ...item, node, placed: placeTable(node, item.layout, rows) }];
    }),
  }));
}

/** The table's rows page by page: as many whole rows as fit under the header; a row taller than a page has one alone. */
function pagesOf({ node, layout }: TableItem): TableRow[][] {
  const header = layout.header?.height ?? 0;
  const pages: TableRow[][] = [[]];
  let room = node.height - header;
  for (const row of layout.rows) {
    const page = pages.at(-1)!;
    if (row.height > room && page.length > 0) {
      pages.push([row]);
      room = node.nextPage.height - header - row.height;
    } else {
      page.push(row);
      room -= row.height;
    }
  }
  return pages;
}
