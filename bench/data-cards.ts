import type { OutputFormat } from '../src/render/index.js';
import { layerSchema, type LayerVariant, type TemplateDesign } from '../src/design/layers/layer-schema.js';
import { invoiceDesign, invoiceRows } from '../test/render/invoice.js';
import { standardVariants } from './standard-card.js';
import { cpuMs, ms, percentile, timed } from './stats.js';
import { check } from './targets.js';

/**
 * The chart card (issue 43): 1200x630, a title, this week's numbers as a bar chart whose rows change on every
 * render (so Vega compiles nothing new but draws the chart each time), their total in large type, a caption
 * and a footer. And the 120-line invoice (test/render/invoice.ts): 3 pages in a PDF, the table cut to its box in an image.
 */
export function chartCard(): TemplateDesign {
  const encoding = {
    x: { field: 'day', type: 'ordinal', sort: null, title: null, axis: { labelAngle: 0 } },
    y: { field: 'signups', type: 'quantitative', title: 'Sign-ups' },
  };
  const layers = [
    {
      layer: 'title',
      type: 'text',
      x: 60,
      y: 40,
      width: 1080,
      height: 70,
      text: 'This week',
      font_size: 52,
      font_weight: 'bold',
      color: '#0f172a',
    },
    {
      layer: 'bars',
      type: 'chart',
      x: 60,
      y: 130,
      width: 720,
      height: 420,
      font_size: 18,
      colors: ['#6366f1'],
      spec: { mark: { type: 'bar', cornerRadiusEnd: 4 }, encoding },
    },
    {
      layer: 'total',
      type: 'text',
      x: 820,
      y: 200,
      width: 320,
      height: 120,
      text: '412',
      font_size: 96,
      font_weight: 'bold',
      color: '#4f46e5',
      align: 'right',
    },
    {
      layer: 'caption',
      type: 'text',
      x: 820,
      y: 330,
      width: 320,
      height: 80,
      text: 'sign-ups this week, up 12% on the last',
      font_size: 24,
      color: '#334155',
      align: 'right',
    },
    {
      layer: 'footer',
      type: 'text',
      x: 60,
      y: 570,
      width: 1080,
      height: 30,
      text: 'snapforge.dev/weekly',
      font_size: 20,
      color: '#64748b',
    },
  ].map((l) => layerSchema.parse(l));
  return { width: 1200, height: 630, background_color: '#f8fafc', layers };
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** This week's numbers, new on every render; the title and the total with them. */
export const chartVariants = (i: number): LayerVariant[] => {
  // New numbers every render for 997 renders: more than the drawings a thread keeps, so none is reused.
  const data = DAYS.map((day, d) => ({ day, signups: 20 + ((i * 7919 + d * 104729) % 997) / 20 }));
  return [
    { layer: 'title', text: `Week ${i}` },
    { layer: 'bars', data },
    { layer: 'total', text: String(data.reduce((sum, r) => sum + Math.round(r.signups), 0)) },
  ];
};

/** Chart cards drawn so far: each render's rows are new. */
let drawn = 0;

type Render = (design: TemplateDesign, variants: LayerVariant[], format: OutputFormat) => Promise<unknown>;

/**
 * The chart card and the invoice beside the standard card on one thread, in alternating rounds so all see the
 * same machine load: median ms per format, and CPU per render (every thread of the process, libvips' and Skia's
 * included). Target: the chart card within 2x of the standard card's CPU per render.
 */
export async function compareDataCards(
  render: Render,
  standard: TemplateDesign,
  formats: OutputFormat[],
  runs: number,
  rounds: number,
) {
  const invoice = invoiceDesign(0);
  const rows = invoiceRows(120);
  console.log(
    `\nChart card 1200x630 and the 120-line invoice (bench/data-cards.ts) beside the standard card, one thread, ${runs} renders per card and format in ${rounds} alternating rounds:\n`,
  );
  console.log(
    '| format | standard card median ms (CPU ms) | chart card median ms (CPU ms) | chart / standard CPU | target | invoice median ms (CPU ms) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const format of formats) {
    const cards = [
      { design: standard, variants: standardVariants, durations: [] as number[], cpu: 0, runs },
      { design: chartCard(), variants: () => chartVariants(drawn++), durations: [] as number[], cpu: 0, runs },
      {
        design: invoice,
        variants: (): LayerVariant[] => [{ layer: 'lines', data: rows }],
        durations: [] as number[],
        cpu: 0,
        runs: Math.max(rounds, runs / 10),
      },
    ];
    for (const card of cards) await timed(0, 10, (i) => render(card.design, card.variants(i), format));
    for (let round = 0; round < rounds; round++)
      for (const card of cards)
        card.cpu += await cpuMs(async () =>
          card.durations.push(
            ...(await timed(card.runs / rounds, 0, (i) =>
              render(card.design, card.variants(round * 1000 + i), format),
            )),
          ),
        );
    const [s, c, inv] = cards.map((card) => ({
      median: percentile(
        card.durations.sort((a, b) => a - b),
        50,
      ),
      cpu: card.cpu / card.runs,
    }));
    const ratio = c.cpu / s.cpu;
    const verdict = check(`chart card CPU per render / standard card's (${format})`, ratio, { atMost: 2 });
    console.log(
      `| ${format} | ${ms(s.median)} (${ms(s.cpu)}) | ${ms(c.median)} (${ms(c.cpu)}) | ${ratio.toFixed(2)}x | ≤ 2x: ${verdict} | ${ms(inv.median)} (${ms(inv.cpu)}) |`,
    );
  }
}
