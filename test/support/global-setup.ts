import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.js';
import { readMigrations } from '../../src/db/migrator.js';
import { PGLITE_TEMPLATE, ROOT, TMP } from './paths.js';

/** A migrated PGlite data directory, made once and copied per test app: a new PGlite takes seconds to create. */
export default async function setup() {
  // Suites that start the CLI run the compiled dist/: compile what is being tested.
  execFileSync(process.execPath, ['scripts/build.js'], { cwd: ROOT, stdio: 'ignore' });
  const stamp = (await readMigrations()).map((m) => m.checksum).join(',');
  const stampFile = join(PGLITE_TEMPLATE, 'migrations.stamp');
  if ((await readFile(stampFile, 'utf8').catch(() => '')) === stamp) return;
  await rm(PGLITE_TEMPLATE, { recursive: true, force: true });
  const building = join(TMP, `pglite-building-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: building });
  await db.close();
  await mkdir(TMP, { recursive: true });
  await cp(building, PGLITE_TEMPLATE, { recursive: true });
  await rm(building, { recursive: true, force: true });
  await writeFile(stampFile, stamp);
}
