// Builds the Studio web app (studio/) with Vite into studio/dist, which the server serves at /studio.
// `--if-stale` skips the build when dist is newer than every source (the test suites call it so).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const APP = join(ROOT, 'studio');
const OUT = join(APP, 'dist');
const STAMP = join(OUT, 'index.html');

// The server's modules the Studio imports too (the markup grammar): a change there is a change of the app.
const SHARED = [join(ROOT, 'src/design/markup')];

function newestSource() {
  const files = [join(APP, 'src'), ...SHARED]
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  return Math.max(...[join(APP, 'index.html'), import.meta.filename, ...files].map((f) => statSync(f).mtimeMs));
}

if (process.argv.includes('--if-stale') && existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSource())
  process.exit(0);

let vite, preact;
try {
  vite = await import('vite');
  preact = (await import('@preact/preset-vite')).default;
} catch {
  // A production install without devDependencies: the server answers /studio with how to build it.
  console.log('Studio not built: Vite is not installed (install devDependencies, then npm run build:studio)');
  process.exit(0);
}
const started = performance.now();
await vite.build({
  root: APP,
  base: '/studio/',
  configFile: false,
  logLevel: 'warn',
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
  build: { outDir: OUT, emptyOutDir: true, target: 'es2022', sourcemap: true },
});
// The API reference page's script (Scalar's standalone bundle, a devDependency as Vite is) is a built
// front-end file too: copied beside the Studio, so a production install pruned of devDependencies serves /docs.
const { createRequire } = await import('node:module');
const { copyFileSync } = await import('node:fs');
const { dirname } = await import('node:path');
copyFileSync(
  join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')), 'browser/standalone.js'),
  join(OUT, 'api-reference.js'),
);
console.log(`Built the Studio to studio/dist/ in ${Math.round(performance.now() - started)} ms`);
