import type { ChartNode } from '../base/types.js';

/**
 * What Vega-Lite compiles: the layer's spec at the layer's size, its rows by name, transparent, in
 * the layer's type and colours. Every text's font is a signal the render sets (a name per chart in
 * flight, which is how Vega's measure finds the chart's faces): a font the spec names is not used.
 */
export function chartInput(node: ChartNode): Record<string, unknown> {
  const { data: _data, datasets: _datasets, width: _w, height: _h, config, ...spec } = node.spec;
  const size = node.fontSize;
  const text = { color: node.color, fontSize: size };
  const own = {
    font: { expr: 'snapforge_font' },
    // No ARIA attributes: an image has no reader, and a PDF's chart is one Figure with its own alt. Vega-Lite
    // otherwise writes each mark's description with an expression evaluated per mark.
    aria: false,
    axis: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    legend: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    header: { labelFontSize: size, titleFontSize: size * 1.1, labelColor: node.color, titleColor: node.color },
    title: { fontSize: size * 1.4, color: node.color, subtitleColor: node.color, subtitleFontSize: size },
    text,
    // The series' colours; a chart of one series (no colour encoding) is drawn in the first.
    ...(node.colors && { range: { category: node.colors }, mark: { color: node.colors[0] } }),
  };
  return {
    ...(withoutFonts(spec) as Record<string, unknown>),
    params: [...((spec.params as unknown[] | undefined) ?? []), { name: 'snapforge_font', value: 'sans' }],
    data: { name: 'rows' },
    width: node.width,
    height: node.height,
    autosize: { type: 'fit', contains: 'padding' },
    padding: 0,
    background: 'transparent',
    config: mergeConfig(own, withoutFonts(config ?? {}) as Record<string, unknown>),
  };
}

/** The spec's config over ours, one level deep (`axis: {labelAngle}` keeps our label size). */
function mergeConfig(own: Record<string, unknown>, theirs: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...own };
  for (const [k, v] of Object.entries(theirs)) {
    const mine = own[k];
    out[k] =
      typeof v === 'object' && v !== null && !Array.isArray(v) && typeof mine === 'object' && mine !== null
        ? { ...mine, ...v }
        : v;
  }
  return out;
}

/** A copy without font names (`font`, `labelFont`...): the layer's family draws every text. */
function withoutFonts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFonts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !(/^font$|Font$/.test(k) && (typeof v === 'string' || typeof v === 'object')))
      .map(([k, v]) => [k, withoutFonts(v)]),
  );
}
