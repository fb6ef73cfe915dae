import { describe, expect, it } from 'vitest';
import { renderScene } from '../../src/render/backends/render-scene.js';
import { RenderError } from '../../src/render/base/render-error.js';
import type { ChartNode, RenderRequest, TableNode } from '../../src/render/base/types.js';
import { chartSvg } from '../../src/render/data/chart-view.js';
import { layoutTable } from '../../src/render/data/table-layout.js';
import { buildScene } from '../../src/render/scene/scene.js';
import { createCanvasMeasurer } from '../../src/render/text/text-measurer.js';
import { CHART_LAYERS, DATA_CASES, INVOICE_TABLE } from './data-cases.js';
import { goldenRenderer } from './golden-cases.js';
import {
  decodePng,
  design,
  expectGolden,
  loopbackServer,
  pdfPageToPng,
  pdfText,
  pdfToPng,
  pixel,
  poppler,
  uncompressedPdf,
} from './helpers.js';
import { invoiceDesign } from './invoice.js';

// Chart and table layers (issue 43; docs/rendering.md "Chart layers", "Table layers", "Documents whose rows
// flow across pages"): golden images in PNG and in PDF through pdftoppm, and pixel, text and structure checks
// that a regression would fail.

const golden = goldenRenderer();
const { render } = golden;
const raster = async (req: Omit<RenderRequest, 'format'>, format: 'png' | 'pdf') =>
  decodePng(await golden.raster(req, format));
const BOTH = ['png', 'pdf'] as const;
const near = (got: number[], want: number[], tolerance = 6) => want.every((v, i) => Math.abs(got[i] - v) <= tolerance);

describe('chart and table golden images', () => {
  it.each(DATA_CASES)('$name (PNG)', async ({ name, request }) => {
    expectGolden(name, await render({ ...request, format: 'png' }));
  });
  it.each(DATA_CASES)('$name (PDF through pdftoppm)', async ({ name, request }) => {
    expectGolden(`${name}-pdf`, pdfToPng(await render({ ...request, format: 'pdf' })), 0.01);
  });
});

describe('chart layers', () => {
  // No axes, no frame: the plot is the whole 300x200 box, so a bar's height is its value over the domain's top.
  const bars = {
    design: design(320, 220, [
      {
        layer: 'bars',
        type: 'chart',
        x: 10,
        y: 10,
        width: 300,
        height: 200,
        data: [
          { k: 'a', v: 10 },
          { k: 'b', v: 20 },
          { k: 'c', v: 40 },
        ],
        spec: {
          config: { view: { stroke: null } },
          mark: 'bar',
          encoding: {
            x: { field: 'k', type: 'nominal', axis: null },
            y: { field: 'v', type: 'quantitative', axis: null, scale: { domain: [0, 40] } },
            color: { value: '#ff0000' },
          },
        },
      },
    ]),
  };

  it.each(BOTH)('draws bars as tall as their values (%s)', async (format) => {
    const png = await raster(bars, format);
    const red = (x: number) => {
      let n = 0;
      for (let y = 0; y < png.height; y++) if (near(pixel(png, x, y), [255, 0, 0], 40)) n++;
      return n;
    };
    // Three bands of 100 px from x 10; each bar at its band's middle.
    const heights = [60, 160, 260].map(red);
    expect(heights[0]).toBeGreaterThan(45);
    for (const [i, want] of [50, 100, 200].entries())
      expect(Math.abs(heights[i] - want), `bar ${i}: ${heights}`).toBeLessThanOrEqual(2);
  });

  it.each(BOTH)("draws a chart of one series in the first of the layer's colors (%s)", async (format) => {
    const [layer] = bars.design.layers as Record<string, unknown>[];
    const { color: _color, ...encoding } = (layer.spec as { encoding: Record<string, unknown> }).encoding;
    const oneSeries = { ...layer, colors: ['#00ff00', '#0000ff'], spec: { ...(layer.spec as object), encoding } };
    const png = await raster(
      { ...bars, design: { ...bars.design, layers: [oneSeries] as unknown as typeof bars.design.layers } },
      format,
    );
    // The tallest bar's middle, in the third band.
    expect(near(pixel(png, 260, 150), [0, 255, 0], 40), `${pixel(png, 260, 150)}`).toBe(true);
  });

  it('draws a chart as vector paths and real text in a PDF, one Figure with its alternative text', async () => {
    const pdf = await render({
      design: design(400, 260, [{ ...CHART_LAYERS['chart-bar-grouped'], alt: 'Revenue by month and region' }]),
      format: 'pdf',
    });
    expect(poppler('pdfimages', pdf, '-list').split('\n').length).toBeLessThanOrEqual(3);
    const text = pdfText(pdf);
    for (const word of ['Revenue by month', 'Revenue (k€)', 'Jan', 'Apr', 'Region', 'North', 'South'])
      expect(text).toContain(word);
    expect(uncompressedPdf(pdf)).toContain('/S /Figure');
    expect(uncompressedPdf(pdf)).toContain('/Alt (Revenue by month and region)');
  });

  it('writes the alternative text from the spec and the data when the layer gives none', async () => {
    const pdf = await render({ design: design(400, 260, [CHART_LAYERS['chart-donut']]), format: 'pdf' });
    expect(uncompressedPdf(pdf)).toContain('/Alt (Pie chart: revenue by Month. Jan 12; Feb 18; Mar 27; Apr 22; Jan 8;');
  });

  it("draws the chart in the layer's font family, whatever the spec names", async () => {
    const pdf = await render({
      design: design(400, 260, [
        {
          ...CHART_LAYERS['chart-bar-stacked'],
          font_family: 'serif',
          spec: { ...CHART_LAYERS['chart-bar-stacked'].spec, config: { font: 'Comic Sans MS' } },
        },
      ]),
      format: 'pdf',
    });
    expect(poppler('pdffonts', pdf)).toMatch(/NotoSerif/);
    expect(poppler('pdffonts', pdf)).not.toMatch(/Comic/);
  });

  it('refuses, naming the layer, a compiled chart whose expression the template check would have refused', async () => {
    const node = chartNodeOf({ ...CHART_LAYERS['chart-bar-grouped'] });
    const spec = { ...node.spec, transform: [{ calculate: 'sequence(0, 1e9)', as: 'many' }] };
    const refused = await chartSvg({ ...node, spec }, () => 10).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RenderError);
    expect(refused).toMatchObject({
      layer: 'sales',
      message: 'Layer "sales": the chart cannot be drawn: an expression calls sequence(), which charts do not allow.',
    });
  });

  it('fetches nothing a spec names, even one that reached the engine without the template check', async () => {
    let connections = 0;
    const server = await loopbackServer((_, res) => res.end('month,revenue\nJan,1\n'));
    server.server.on('connection', () => connections++);
    try {
      const scene = buildScene({ design: design(400, 260, [CHART_LAYERS['chart-bar-grouped']]), format: 'png' });
      const node = scene.nodes[0] as ChartNode;
      node.spec = {
        layer: [
          {
            mark: 'bar',
            data: { url: `${server.origin}/rows.csv`, format: { type: 'csv' } },
            encoding: { x: { field: 'month' }, y: { field: 'revenue', type: 'quantitative' } },
          },
          {
            mark: 'image',
            encoding: { url: { value: `${server.origin}/logo.png` }, x: { value: 10 }, y: { value: 10 } },
          },
        ],
      };
      await renderScene(scene, {}).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
      expect(connections).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('table layers', () => {
  const table = { design: design(400, 260, [INVOICE_TABLE]) };

  it.each(BOTH)('fills the header row and every second body row (%s)', async (format) => {
    const png = await raster(table, format);
    // Inside the box, right of the text: the header's fill, a first row white, the second zebra blue.
    expect(near(pixel(png, 386, 22), [0x1e, 0x3a, 0x8a]), `header ${pixel(png, 386, 22)}`).toBe(true);
    const rows = layoutTable(
      buildScene({ ...table, format: 'png' }).nodes[0] as TableNode,
      createCanvasMeasurer(),
      'fit',
    );
    const header = rows.header!.height;
    const first = 10 + header + rows.rows[0].height / 2;
    const second = 10 + header + rows.rows[0].height + rows.rows[1].height / 2;
    expect(near(pixel(png, 386, Math.round(first)), [255, 255, 255]), `row 1 ${pixel(png, 386, first)}`).toBe(true);
    expect(near(pixel(png, 386, Math.round(second)), [0xef, 0xf6, 0xff], 3), `row 2 ${pixel(png, 386, second)}`).toBe(
      true,
    );
  });

  it("cuts an image's rows that do not fit, and says how many were left out", () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ item: `Line ${i + 1}`, qty: 1, price: 1 }));
    const scene = buildScene({ design: design(400, 260, [{ ...INVOICE_TABLE, data: rows }]), format: 'png' });
    const layout = layoutTable(scene.nodes[0] as TableNode, createCanvasMeasurer(), 'fit');
    const marker = layout.rows.at(-1)!;
    expect(marker.index).toBe(-2);
    expect(marker.cells[0].layout.lines).toEqual([`+ ${40 - (layout.rows.length - 1)} more rows`]);
    const used = (layout.header?.height ?? 0) + layout.rows.reduce((h, r) => h + r.height, 0);
    expect(used).toBeLessThanOrEqual(240);
  });

  it('is a real table in a tagged PDF: Table, TR, TH and TD, read back row by row', async () => {
    const pdf = await render({ ...table, format: 'pdf' });
    const structure = poppler('pdfinfo', pdf, '-struct-text');
    expect(structure).toMatch(/Table[\s\S]*TR[\s\S]*TH[\s\S]*"Item"[\s\S]*TD[\s\S]*"Espresso beans, 1 kg"/);
    const text = pdfText(pdf);
    const order = ['Item', 'Espresso beans', 'Ceramic cup', 'Milk frother', 'Descaler', 'Total', '$198.24'];
    const at = order.map((w) => text.indexOf(w));
    expect(
      at.every((p, i) => p >= 0 && (i === 0 || p > at[i - 1])),
      `${at}\n${text}`,
    ).toBe(true);
  });
});

describe('a table that flows across pages (PDF)', () => {
  it('makes a 120-line invoice 3 pages: header on each, no row split, totals and page numbers', async () => {
    const pdf = await render({ design: invoiceDesign(120), format: 'pdf' });
    expect(poppler('pdfinfo', pdf)).toMatch(/Pages:\s+3\n/);
    expect(poppler('pdfinfo', pdf)).toMatch(/Tagged:\s+yes/);
    // -layout: each row on its own line, its cells in order.
    const pages = [1, 2, 3].map((p) =>
      poppler('pdftotext', pdf, '-layout', '-f', String(p), '-l', String(p), '-enc', 'UTF-8'),
    );
    let next = 1;
    for (const [i, page] of pages.entries()) {
      expect(page, `page ${i + 1}`).toContain('Description');
      expect(page).toContain('Acme Supplies');
      expect(page).toContain(`Page ${i + 1} of 3`);
      // Rows in order, each whole on one page (a long description wraps onto two lines of the same row).
      for (const [, n] of page.matchAll(/Line item (\d+)\b/g)) expect(Number(n)).toBe(next++);
    }
    expect(next).toBe(121);
    expect(pages.filter((p) => p.includes('Total due'))).toEqual([pages[2]]);
    // docs/rendering.md shows the three pages (pdftoppm at 40 dpi).
    for (const p of [1, 2, 3]) expectGolden(`invoice-page-${p}`, pdfPageToPng(pdf, p, 40), 0.01);
    expect(pages[0]).toContain('Bill to');
    expect(pages[1]).not.toContain('Bill to');
    // A long description's row, wrapped or not, is on one page, whole.
    for (const n of [10, 50, 120]) {
      const holding = pages.filter((p) => p.includes(`Line item ${n},`));
      expect(holding.length).toBe(1);
      expect(holding[0]).toContain(`(end of ${n})`);
    }
  });
});

function chartNodeOf(layer: Record<string, unknown>): ChartNode {
  return buildScene({ design: design(400, 260, [layer]), format: 'png' }).nodes[0] as ChartNode;
}
