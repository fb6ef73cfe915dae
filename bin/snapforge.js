#!/usr/bin/env node
// Runs the JavaScript that `npm install` (and `npm run build`) compiled into dist/.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/src/cli/main.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('snapforge: dist/ is missing; run `npm run build` (npm install does it).');
  process.exit(1);
}
await import(cli.href);
