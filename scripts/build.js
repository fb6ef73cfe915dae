// Compiles the service's TypeScript (src/, rest-adapter/) to JavaScript under dist/, ahead of time:
// production processes and render threads then load plain JavaScript instead of compiling
// TypeScript through a loader at every start. Type checking is `npm run typecheck`'s job.
import { build } from 'esbuild';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

const ROOTS = ['src', 'rest-adapter'];
const OUT = 'dist';

async function sources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const started = performance.now();
const entryPoints = (await Promise.all(ROOTS.map(sources))).flat();
await rm(OUT, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: OUT,
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  bundle: false,
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`Compiled ${entryPoints.length} files to ${OUT}/ in ${Math.round(performance.now() - started)} ms`);
