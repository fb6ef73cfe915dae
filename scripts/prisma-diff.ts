// Prisma 7's migration commands need a native engine this project cannot download. Prisma 6's wasm
// schema engine (the `prisma6` dev dependency) diffs two schema files offline, so migrations are
// generated with it and applied by the service itself (src/db/migrator.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

const CONFIG = `import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
// Prisma 6 asks for a driver adapter in js-engine mode; a schema-to-schema diff never calls it.
export default { experimental: { adapter: true }, engine: 'js', adapter: async () => new PrismaPGlite(new PGlite()) };
`;

/** Prisma 6 wants a datasource url that Prisma 7 forbids: add a dummy one to a copy. */
function forPrisma6(schema: string): string {
  return schema.replace(/datasource db \{\n/, 'datasource db {\n  url = "postgresql://diff@localhost/diff"\n');
}

/** The SQL that turns a database of schema `from` (null = empty) into one of schema `to`. */
export async function diffSchemas(from: string | null, to: string): Promise<string> {
  const dir = await mkdtemp(join(root, 'node_modules', '.prisma-diff-'));
  try {
    await writeFile(join(dir, 'prisma.config.mjs'), CONFIG);
    await writeFile(join(dir, 'to.prisma'), forPrisma6(to));
    const fromArgs = from === null ? ['--from-empty'] : ['--from-schema-datamodel', 'from.prisma'];
    if (from !== null) await writeFile(join(dir, 'from.prisma'), forPrisma6(from));
    const env = {
      ...process.env,
      PRISMA_QUERY_ENGINE_LIBRARY: '/bin/false',
      PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false',
      PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: '1',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    };
    const cli = join(root, 'node_modules', 'prisma6', 'build', 'index.js');
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        'migrate',
        'diff',
        '--config',
        'prisma.config.mjs',
        ...fromArgs,
        '--to-schema-datamodel',
        'to.prisma',
        '--script',
      ],
      { cwd: dir, env, maxBuffer: 16 << 20 },
    );
    // An engine that failed to load prints nothing and exits 0: never take silence for "no change".
    if (!stdout.includes('--')) throw new Error('prisma migrate diff printed no SQL; the schema engine did not run');
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `npm run db:migration -- <name> [from-rev]`: writes the migration from the schema at a git revision to the working tree's. */
async function main() {
  const [name, rev = 'HEAD'] = process.argv.slice(2);
  if (!name || !/^[a-z0-9_]+$/.test(name))
    throw new Error('usage: npm run db:migration -- <snake_case_name> [from-git-rev]');
  const schemaPath = join(root, 'prisma', 'schema.prisma');
  const { stdout: previous } = await run('git', ['show', `${rev}:prisma/schema.prisma`], { cwd: root }).catch(() => ({
    stdout: '',
  }));
  const sql = await diffSchemas(previous || null, await readFile(schemaPath, 'utf8'));
  if (sql.includes('-- This is an empty migration.')) return console.log('schema unchanged since', rev);
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(root, 'prisma', 'migrations', `${stamp}_${name}`);
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'migration.sql'), sql);
  console.log('wrote', dir);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main();
