import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';

const run = promisify(execFile);

interface KnipIssue {
  file: string;
  exports?: { name: string }[];
  types?: { name: string }[];
  nsExports?: { name: string }[];
  nsTypes?: { name: string }[];
  duplicates?: { name: string }[][];
}

/** Runs knip (knip.json of `directory`) and lists every export it finds imported nowhere, as `file: name`. */
async function deadExports(directory: string): Promise<string[]> {
  const bin = join(ROOT, 'node_modules/knip/bin/knip.js');
  // knip exits 1 when it finds something: the report is on stdout either way.
  const out = await run(process.execPath, [bin, '--no-progress', '--reporter', 'json', '--directory', directory], {
    cwd: ROOT,
  }).catch((e) => e);
  const { issues } = JSON.parse(out.stdout) as { issues: KnipIssue[] };
  return issues.flatMap((i) =>
    [
      ...(i.exports ?? []),
      ...(i.types ?? []),
      ...(i.nsExports ?? []),
      ...(i.nsTypes ?? []),
      ...(i.duplicates ?? []).flat(),
    ].map((e) => `${i.file}: ${e.name}`),
  );
}

describe('dead exports (knip.json)', () => {
  it('none: every exported name is imported somewhere', async () => {
    expect(await deadExports(ROOT)).toEqual([]);
  });

  it('are reported by name when there are some', async () => {
    expect((await deadExports(join(ROOT, 'test/fixtures/dead-exports'))).sort()).toEqual([
      'src/shapes.ts: Unused',
      'src/shapes.ts: forgotten',
    ]);
  });
});
