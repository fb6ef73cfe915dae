import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from '../support/test-app.js';

/** A chart and a table over the same rows, 400x300: what the API tests render. */
const SALES = [
  { month: 'Jan', revenue: 10 },
  { month: 'Feb', revenue: 20 },
  { month: 'Mar', revenue: 40 },
];

export const chartLayer = {
  layer: 'sales',
  type: 'chart',
  x: 0,
  y: 0,
  width: 400,
  height: 150,
  data: SALES,
  spec: {
    config: { view: { stroke: null } },
    mark: 'bar',
    encoding: {
      x: { field: 'month', type: 'ordinal', axis: null, sort: null },
      y: { field: 'revenue', type: 'quantitative', axis: null, scale: { domain: [0, 40] } },
      color: { value: '#ff0000' },
    },
  },
};

export const tableLayer = {
  layer: 'lines',
  type: 'table',
  x: 0,
  y: 160,
  width: 400,
  height: 140,
  font_size: 12,
  header_background_color: '#0000ff',
  columns: [
    { key: 'month', header: 'Month' },
    { key: 'revenue', header: 'Revenue', format: 'currency', currency: 'EUR' },
  ],
  data: SALES,
};

export async function createDataTemplate(
  t: TestApp,
  token: string,
  layers: unknown[] = [chartLayer, tableLayer],
  size = { width: 400, height: 300 },
) {
  const r = await t.request('POST', '/api/v1/templates', { token, body: { title: 'Data', ...size, layers } });
  if (r.status !== 201) throw new Error(`template create failed: ${r.status} ${r.text}`);
  return r.body.data.uuid as string;
}

/** The bytes a snap's media_url serves. */
export async function fetched(t: TestApp, mediaUrl: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(mediaUrl.replace(/^https?:\/\/[^/]+/, t.url))).arrayBuffer());
}

const dir = mkdtempSync(join(tmpdir(), 'snapforge-data-layers-'));

/** A poppler or qpdf command's output for a PDF; qpdf --check throws on any error or warning. */
export function pdfTool(tool: 'pdftotext' | 'pdfinfo' | 'qpdf', pdf: Buffer, ...args: string[]): string {
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  const tail = tool === 'pdftotext' ? [file, '-'] : [file];
  return execFileSync(tool, [...args, ...tail], { encoding: 'utf8' });
}
