// Prisma 7's CLI wants to download a native schema engine that `generate` never uses; on machines
// without that download, pointing it at any existing file lets `generate` run offline.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY)
  env.PRISMA_SCHEMA_ENGINE_BINARY = existsSync('/bin/false') ? '/bin/false' : process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
// Generators such as prisma-pothos-types are found on PATH, as under `npm run`.
env.PATH = [resolve('node_modules/.bin'), env.PATH].join(delimiter);
execFileSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], { stdio: 'inherit', env });
