import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names: enough to see where the suite's time goes. */
const SHOWN = 25;

/**
 * Prints the slowest test files after the run, so that the end of a CI log (all that is kept of it) says
 * where the suite's time goes.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules
      .map((m) => ({ file: relative(process.cwd(), m.moduleId), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms);
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = rows.slice(0, SHOWN).map((r) => `${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.file}`);
    console.log(
      `\nSlowest ${SHOWN} of ${rows.length} test files (all together ${Math.round(total / 1000)} s):\n${lines.join('\n')}`,
    );
  }
}
