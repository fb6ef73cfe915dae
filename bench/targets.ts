/** The targets, each recorded by the section that measures it and printed together at the end. */

export interface TargetRow {
  section: string;
  measure: string;
  value: number;
  /** `≥ 0.9`, `≤ 1.15`: the bound the value is held to. */
  target: string;
  ok: boolean;
}

const rows: TargetRow[] = [];
let currentSection = '';

export function enterSection(name: string): void {
  currentSection = name;
}

/** Records a measure against its bound; returns `ok` or `MISSED` for the section's own table. */
export function check(measure: string, value: number, bound: { atLeast: number } | { atMost: number }): 'ok' | 'MISSED' {
  const ok = 'atLeast' in bound ? value >= bound.atLeast : value <= bound.atMost;
  const target = 'atLeast' in bound ? `≥ ${bound.atLeast}` : `≤ ${bound.atMost}`;
  rows.push({ section: currentSection, measure, value: Number(value.toFixed(3)), target, ok });
  return ok ? 'ok' : 'MISSED';
}

export function recordedTargets(): readonly TargetRow[] {
  return rows;
}

export function printTargets(): void {
  if (rows.length === 0) return;
  console.log('\n## Targets\n');
  console.log('| section | measure | value | target | |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.section} | ${r.measure} | ${r.value} | ${r.target} | ${r.ok ? 'ok' : 'MISSED'} |`);
}
