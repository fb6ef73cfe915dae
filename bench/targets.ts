/** The targets, each recorded by the section that measures it and printed together at the end. */
import type { BenchMode } from './service.js';

export interface TargetRow {
  section: string;
  measure: string;
  /** `≥ 0.9`, `≤ 1.15`: the bound the value is held to. */
  target: string;
  /** On the embedded database (or, for the engine's rows, with no database at all). */
  value: number;
  ok: boolean;
  /** The same measure on PostgreSQL + Redis, when the section measured it there. */
  scaled?: { value: number; ok: boolean; withinTenPercentOfEmbedded: boolean };
}

type Bound = { atLeast: number } | { atMost: number };

const rows: TargetRow[] = [];
let currentSection = '';
let currentMode: BenchMode = 'embedded';

export function enterSection(name: string): void {
  currentSection = name;
  currentMode = 'embedded';
}

/** The service sections measure once per topology; what they check next belongs to `mode`. */
export function enterMode(mode: BenchMode): void {
  currentMode = mode;
}

/**
 * Records a measure against its bound; returns `ok` or `MISSED` for the section's own table. On
 * PostgreSQL + Redis it is also held to the rule: no more than 10% worse than embedded.
 */
export function check(measure: string, value: number, bound: Bound): 'ok' | 'MISSED' {
  const ok = 'atLeast' in bound ? value >= bound.atLeast : value <= bound.atMost;
  const rounded = Number(value.toFixed(3));
  if (currentMode === 'scaled') {
    const embedded = rows.find((r) => r.section === currentSection && r.measure === measure);
    const within =
      embedded === undefined || ('atLeast' in bound ? value >= embedded.value * 0.9 : value <= embedded.value * 1.1);
    if (embedded) embedded.scaled = { value: rounded, ok, withinTenPercentOfEmbedded: within };
    return ok ? 'ok' : 'MISSED';
  }
  const target = 'atLeast' in bound ? `≥ ${bound.atLeast}` : `≤ ${bound.atMost}`;
  rows.push({ section: currentSection, measure, value: rounded, target, ok });
  return ok ? 'ok' : 'MISSED';
}

export function recordedTargets(): readonly TargetRow[] {
  return rows;
}

export function printTargets(): void {
  if (rows.length === 0) return;
  console.log('\n## Targets\n');
  console.log('| section | measure | target | embedded | | PostgreSQL + Redis | | within 10% of embedded |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  for (const r of rows) {
    const scaled = r.scaled
      ? `${r.scaled.value} | ${verdict(r.scaled.ok)} | ${r.scaled.withinTenPercentOfEmbedded ? 'ok' : 'MISSED'}`
      : '| |';
    console.log(`| ${r.section} | ${r.measure} | ${r.target} | ${r.value} | ${verdict(r.ok)} | ${scaled} |`);
  }
}
