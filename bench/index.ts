// `npm run bench [-- [--json] [--embedded-only] <section>...]`: runs the benchmark sections, each a module of this
// folder exporting `run()`, in order; with names, only those (`before`, a comparison with a commit, only when named). Then the targets they measured, as a
// table, or with --json as one JSON object on stdout (the sections' tables then go to stderr).
import { loadavg } from 'node:os';
import { benchModes } from './service.js';
import { enterSection, printTargets, recordedTargets } from './targets.js';

const SECTIONS: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  render: () => import('./render.js'),
  http: () => import('./http.js'),
  batch: () => import('./batch.js'),
  startup: () => import('./startup.js'),
  studio: () => import('./studio.js'),
  'render-url': () => import('./render-url.js'),
  storage: () => import('./storage.js'),
  memory: () => import('./memory.js'),
  motion: () => import('./motion.js'),
  layout: () => import('./layout.js'),
  import: () => import('./import.js'),
  print: () => import('./print.js'),
  'pdf-signature': () => import('./pdf-signature.js'),
  before: () => import('./before.js'),
};
const ONLY_WHEN_NAMED = new Set(['before']);

const args = process.argv.slice(2);
const json = args.includes('--json');
const wanted = args.filter((a) => !a.startsWith('--'));
for (const name of wanted)
  if (!(name in SECTIONS))
    throw new Error(`Unknown bench section "${name}"; known: ${Object.keys(SECTIONS).join(', ')}`);
const stdout = console.log;
if (json) console.log = console.error;
for (const [name, load] of Object.entries(SECTIONS)) {
  if (wanted.length > 0 ? !wanted.includes(name) : ONLY_WHEN_NAMED.has(name)) continue;
  console.log(`\n## ${name}\n`);
  enterSection(name);
  await (await load()).run();
}
if (json)
  stdout(JSON.stringify({ topologies: benchModes(), loadAverage: loadavg(), targets: recordedTargets() }, null, 2));
else printTargets();
