import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';

// The folders in order (issue 40): counted by folders, where a capability's graphql.ts, rest-routes.ts, module.ts
// and cli.ts (its commands) belong to its folder, an import from a lower folder to a higher one is an upward import.
// Each pair of folders it happens between is named, with the count and the reason, in docs/architecture.md ("Folder
// order"); the total may only come down (issue 40's aim: at most 5, and no two folders importing each other).

/**
 * Every folder of src/ (a file at its top counts as a folder of its own) and rest-adapter/, bottom first: the
 * infrastructure, the design language, the floor the APIs stand on, the capabilities, the roof. A new folder must be
 * placed here, where it imports the fewest folders above it.
 */
const FOLDER_ORDER = [
  'events',
  'jobs',
  'net',
  'config',
  'logger',
  'project-root',
  'request-log',
  'db',
  'ops',
  'errors',
  'validation',
  'storage',
  'design',
  'access',
  'graphql',
  'rest-adapter',
  'modules',
  'billing',
  'housekeeping',
  'idempotency',
  'accounts',
  'templates',
  'render',
  'render-requests',
  'media',
  'fonts',
  'studio',
  'webhooks',
  'template-bundles',
  'import',
  'signatures',
  'snaps',
  'screenshots',
  'render-urls',
  'previews',
  'forms',
  'embeds',
  'collections',
  'batches',
  'mcp',
  'server',
  'cli',
];

/** Issue 40 measured 45; by this count and order its tree had 43, then the markup grammar, SVG paths, the shadow kind, the palette's colour check and fromZod moved down. */
// Then 41 (template versions, design imports, the attachments' limit), and 21 once each module added its own
// services and parts to the floor's `Services` and `Parts` (declaration merging) instead of the floor naming them;
// 13 once the caller's identity, roles and tokens moved from `accounts` to `access`, below the floor that reads them;
// 11 once the gradient grammar moved to `design`, and none once each capability wrote its own OpenAPI shapes.
const MOST_UPWARD_IMPORTS = 0;

/** The pairs of folders that import each other, today: the list may only get shorter. */
const MUTUAL_PAIRS: string[] = [];

/** The folder a file belongs to: `src/<folder>/...`, a file at src/'s top by its name, rest-adapter/ whole. */
function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'rest-adapter') return 'rest-adapter';
  return parts.length === 2 ? parts[1].replace(/\.tsx?$/, '') : parts[1];
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;

/** Every import of ours from one folder to another, as [from, to] file paths (type and dynamic imports included). */
function crossFolderImports(base = ROOT, roots = ['src', 'rest-adapter']): [string, string][] {
  const out: [string, string][] = [];
  for (const root of roots) {
    const files = readdirSync(join(base, root), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name))
      .map((e) => relative(base, join(e.parentPath, e.name)))
      .filter((f) => !f.includes('/generated/'));
    for (const file of files) {
      for (const [, spec] of readFileSync(join(base, file), 'utf8').matchAll(IMPORT)) {
        const to = normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts');
        if (to.includes('/generated/') || folderOf(to) === folderOf(file)) continue;
        out.push([file, to]);
      }
    }
  }
  return out;
}

/** The upward imports, counted per pair of folders (`from → to`), and the folders the order does not place. */
function upward(imports: [string, string][], order: string[]) {
  const rank = new Map(order.map((f, i) => [f, i]));
  const unplaced = new Set<string>();
  const pairs: Record<string, number> = {};
  for (const [from, to] of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    for (const f of [a, b]) if (!rank.has(f)) unplaced.add(f);
    if ((rank.get(b) ?? -1) > (rank.get(a) ?? -1)) pairs[`${a} → ${b}`] = (pairs[`${a} → ${b}`] ?? 0) + 1;
  }
  return { pairs, total: Object.values(pairs).reduce((a, b) => a + b, 0), unplaced: [...unplaced].sort() };
}

function mutualPairs(imports: [string, string][]): string[] {
  const edges = new Set(imports.map(([from, to]) => `${folderOf(from)} ${folderOf(to)}`));
  return [...edges]
    .map((e) => e.split(' '))
    .filter(([a, b]) => a < b && edges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`)
    .sort();
}

/** The pairs docs/architecture.md names under "Folder order", one a line: "- `from` → `to` (count): why". */
function namedPairs(): Record<string, number> {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split('\n## Folder order')[1]?.split('\n## ')[0] ?? '';
  return Object.fromEntries(
    [...section.matchAll(/^- `([^`]+)` → `([^`]+)` \((\d+)\)/gm)].map(([, a, b, n]) => [`${a} → ${b}`, Number(n)]),
  );
}

describe('folder order', () => {
  const imports = crossFolderImports();

  it('places every folder', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(upward(imports, FOLDER_ORDER).unplaced).toEqual([]);
  });

  it(`has at most ${MOST_UPWARD_IMPORTS} imports from a lower folder to a higher one, each pair named in docs/architecture.md`, () => {
    const { pairs, total } = upward(imports, FOLDER_ORDER);
    expect(pairs).toEqual(namedPairs());
    // A ratchet: fewer is welcome (then lower the number), more is a new upward import to remove.
    expect(total).toBe(MOST_UPWARD_IMPORTS);
  });

  it('has no new pair of folders importing each other', () => {
    expect(mutualPairs(imports)).toEqual([...MUTUAL_PAIRS].sort());
  });

  it('counts what goes up, and only that', () => {
    const order = ['low', 'high'];
    const imports: [string, string][] = [
      ['src/high/a.ts', 'src/low/b.ts'],
      ['src/low/b.ts', 'src/high/graphql.ts'],
      ['src/low/c.ts', 'src/high/a.ts'],
      ['src/low/c.ts', 'src/top.ts'],
    ];
    expect(upward(imports, order)).toEqual({ pairs: { 'low → high': 2 }, total: 2, unplaced: ['top'] });
    expect(mutualPairs(imports)).toEqual(['high ↔ low']);
    expect(folderOf('rest-adapter/openapi/resources.ts')).toBe('rest-adapter');
    expect(folderOf('src/cli/main.ts')).toBe('cli');
    expect(folderOf('src/accounts/cli.ts')).toBe('accounts');
  });
});
