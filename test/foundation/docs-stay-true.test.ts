import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';

// Docs that stay true (issue 40): every folder of code is described by a README that names each of its source
// files, and the pages that guide a newcomer name only paths that exist.

const ROOTS = ['src', 'studio/src'];
/** Generated code has no README of its own: its generator's page describes it. */
const SKIPPED = /(^|\/)generated(\/|$)/;

/** A folder's source files: code, not its unit tests nor type declarations of packages. */
const sourceFiles = (folder: string, base = ROOT) =>
  readdirSync(join(base, folder), { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name))
    .map((e) => e.name);

/**
 * The README that describes a folder: its own, or for a folder inside a capability or stage, the nearest one above
 * it (src/design/chart is described in src/design/README.md). A root and the folders right under it need their own.
 */
function readmeOf(folder: string, root: string, base = ROOT): string | undefined {
  const ownOnly = folder === root || dirname(folder) === root;
  for (let f = folder; f === root || f.startsWith(`${root}/`); f = dirname(f)) {
    if (existsSync(join(base, f, 'README.md'))) return join(f, 'README.md');
    if (ownOnly) return undefined;
  }
  return undefined;
}

/** Each folder's problem: no README, or the files its README does not name. */
function undescribed(base = ROOT, roots = ROOTS): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const root of roots) {
    const folders = [
      root,
      ...readdirSync(join(base, root), { recursive: true, withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => relative(base, join(e.parentPath, e.name))),
    ].filter((f) => !SKIPPED.test(f));
    for (const folder of folders) {
      const files = sourceFiles(folder, base);
      if (files.length === 0) continue;
      const readme = readmeOf(folder, root, base);
      const text = readme ? readFileSync(join(base, readme), 'utf8') : '';
      const unnamed = readme ? files.filter((f) => !text.includes(f)) : ['(no README.md)'];
      if (unnamed.length > 0) problems[folder] = unnamed;
    }
  }
  return problems;
}

/** The repository paths a page names in code spans (`src/render/text/`, `docs/api.md`). */
function namedPaths(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8');
  const paths = [...text.matchAll(/`((?:src|studio|rest-adapter|test|scripts|bench|docs)\/[^`\s*{}<>]+)`/g)];
  return [...new Set(paths.map((m) => m[1].replace(/[.,:;]$/, '')))];
}

describe('docs that stay true', () => {
  it('every folder of code has a README naming each of its files', () => {
    expect(undescribed()).toEqual({});
  });

  it('finds a file a README leaves out, and a folder without one', () => {
    const base = mkdtempSync(join(tmpdir(), 'readmes-'));
    const write = (path: string, text = '') => {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), text);
    };
    write('src/README.md', '`a.ts`');
    write('src/a.ts');
    write('src/a.test.ts');
    write('src/shim.d.ts');
    write('src/cap/README.md', '`one.ts`, and `inner/deep.ts`');
    write('src/cap/one.ts');
    write('src/cap/two.ts');
    write('src/cap/inner/deep.ts');
    write('src/cap/inner/deeper.ts');
    write('src/bare/x.ts');
    write('src/generated/client.ts');
    expect(undescribed(base, ['src'])).toEqual({
      'src/cap': ['two.ts'],
      'src/cap/inner': ['deeper.ts'],
      'src/bare': ['(no README.md)'],
    });
    expect(readmeOf('src/cap/inner', 'src', base)).toBe('src/cap/README.md');
    expect(readmeOf('src/design/markup', 'src')).toBe('src/design/README.md');
  });

  it.each(['docs/architecture.md', 'docs/api.md', 'docs/rendering.md', 'docs/performance.md'])(
    '%s names only paths that exist',
    (page) => {
      const paths = namedPaths(page);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
    },
  );
});
