// `BENCH_BEFORE=<commit> npm run bench -- before`: this tree's render medians against a commit's (default
// HEAD: what the uncommitted change costs). Each round (bench/before-round.ts) loads both trees into one
// process, which take turns render by render: two processes run minutes apart on these VMs differed by
// 10-15% with nothing changed. A process still favours one tree's module instances by up to ~5% on a
// format, so rounds alternate which tree is loaded first, and the ratios are the rounds' median.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARDS, FORMATS, RUNS } from './before-round.js';
import { ms } from './stats.js';
import { check } from './targets.js';

const ROUNDS = 4;
const MOST_SLOWER = 1.05;
const here = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The commit checked out beside this tree, sharing its node_modules (so both load one copy of each native module). */
function checkout(commit: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'snapforge-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, commit], { cwd: here, stdio: 'ignore' });
  symlinkSync(join(here, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: here, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** One round's medians, before's first: {"standard.pdf": [before, after]}. */
function round(before: string, beforeFirst: boolean): Record<string, [number, number]> {
  const roots = beforeFirst ? [before, here] : [here, before];
  const args = [join(here, 'bin/run-ts.js'), join(here, 'bench/before-round.ts'), ...roots];
  const out = JSON.parse(execFileSync(process.execPath, args, { cwd: here, encoding: 'utf8' }));
  return Object.fromEntries(
    Object.entries(out as Record<string, [number, number]>).map(([k, [a, b]]) => [k, beforeFirst ? [a, b] : [b, a]]),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

export async function run(): Promise<void> {
  const commit = process.env.BENCH_BEFORE ?? 'HEAD';
  const before = checkout(commit);
  try {
    const rounds = Array.from({ length: ROUNDS }, (_, i) => round(before.root, i % 2 === 0));
    console.log(`Render medians, ${commit} (before) and this tree (after), one thread, ${ROUNDS} rounds of ${RUNS}:\n`);
    console.log('| card | format | before ms | after ms | after / before (each round) | median | |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const sums = [0, 0];
    for (const card of CARDS)
      for (const format of FORMATS) {
        const pairs = rounds.map((r) => r[`${card}.${format}`]);
        const [then, now] = [median(pairs.map((p) => p[0])), median(pairs.map((p) => p[1]))];
        sums[0] += then;
        sums[1] += now;
        const ratios = pairs.map(([a, b]) => b / a);
        const ratio = median(ratios);
        const verdict = check(`${card} card ${format} median vs ${commit}`, ratio, { atMost: MOST_SLOWER });
        const each = ratios.map((r) => r.toFixed(3)).join(', ');
        console.log(`| ${card} | ${format} | ${ms(then)} | ${ms(now)} | ${each} | ${ratio.toFixed(3)} | ${verdict} |`);
      }
    console.log(`\nThe eight medians summed: ${ms(sums[0])} → ${ms(sums[1])} ms (${(sums[1] / sums[0]).toFixed(3)}).`);
  } finally {
    before.remove();
  }
}
