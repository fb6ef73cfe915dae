import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/paths.js';

const RULES = join(ROOT, '.dependency-cruiser.cjs');
const TSCONFIG = join(ROOT, 'tsconfig.json');

/** Cruises `roots` (relative to `baseDir`) with the repository's rule file, as `npx depcruise` does. */
async function cruiseWithRules(roots: string[], baseDir = ROOT): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(RULES);
  const { output } = await cruise(
    roots,
    { ...options, baseDir, tsConfig: { fileName: TSCONFIG } },
    {},
    { tsConfig: extractTSConfig(TSCONFIG) },
  );
  return output as ICruiseResult;
}

const { layerOf } = createRequire(import.meta.url)(join(ROOT, '.dependency-layers.cjs')) as {
  layerOf(path: string): number;
};

/** Every import from a file to one in a higher layer (.dependency-layers.cjs), as `from → to`. */
const upwardImports = (result: ICruiseResult) =>
  result.modules
    .flatMap((m) =>
      m.dependencies.filter((d) => layerOf(d.resolved) > layerOf(m.source)).map((d) => `${m.source} → ${d.resolved}`),
    )
    .sort();

/** The upward imports docs/architecture.md names, one per line of its list: "- `from` → `to`: why". */
function namedUpwardImports(): string[] {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split('\nKnown upward imports')[1]?.split('\n\n')[0] ?? '';
  return [...section.matchAll(/^- `([^`]+)` → `([^`]+)`/gm)].map(([, from, to]) => `${from} → ${to}`).sort();
}

const broken = (result: ICruiseResult) =>
  result.summary.violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, cycle: v.cycle?.map((c) => c.name) }))
    .sort((a, b) => a.rule.localeCompare(b.rule) || a.from.localeCompare(b.from));

describe('import rules (.dependency-cruiser.cjs)', () => {
  it('hold for src and rest-adapter: no cycles, infrastructure below capabilities, GraphQL and HTTP only in edge files', async () => {
    const result = await cruiseWithRules(['src', 'rest-adapter']);
    expect(broken(result)).toEqual([]);
    // Zero violations means something only if the tree was read and every import of ours resolved.
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(result.modules.filter((m) => m.couldNotResolve).map((m) => m.source)).toEqual([]);
    expect(
      result.modules.find((m) => m.source === 'src/server/modules.ts')?.dependencies.map((d) => d.resolved),
    ).toContain('src/snaps/module.ts');
  });

  it('let nothing import upward but the imports docs/architecture.md names', async () => {
    const result = await cruiseWithRules(['src', 'rest-adapter']);
    expect(upwardImports(result)).toEqual(namedUpwardImports());
    // The count means something only if the layers place every file of ours.
    expect(
      result.modules
        .filter(
          (m) =>
            /^(src|rest-adapter)\//.test(m.source) && !m.source.startsWith('src/generated/') && layerOf(m.source) < 0,
        )
        .map((m) => m.source),
    ).toEqual([]);
  });

  it('report each broken rule by name, and nothing for the imports they allow', async () => {
    const result = await cruiseWithRules(['src'], join(ROOT, 'test/fixtures/import-rules'));
    // snaps/graphql.ts and snaps/rest-routes.ts importing the GraphQL builder (and rest-routes.ts the REST route type)
    // and billing/cli.ts its capability's ledger are allowed: these seven and nothing else.
    expect(broken(result)).toEqual([
      {
        rule: 'core-imports-no-edge',
        from: 'src/billing/credit-report.ts',
        to: 'src/billing/cli.ts',
        cycle: undefined,
      },
      {
        rule: 'core-imports-no-edge',
        from: 'src/media/media-service.ts',
        to: 'rest-adapter/route.ts',
        cycle: undefined,
      },
      {
        rule: 'graphql-only-in-edge-files',
        from: 'src/snaps/snap-service.ts',
        to: 'src/graphql/builder.ts',
        cycle: undefined,
      },
      {
        rule: 'infrastructure-imports-no-capability',
        from: 'src/db/pool.ts',
        to: 'src/billing/ledger.ts',
        cycle: undefined,
      },
      {
        rule: 'no-circular',
        from: 'src/snaps/snap-service.ts',
        to: 'src/snaps/snap-view.ts',
        cycle: ['src/snaps/snap-view.ts', 'src/snaps/snap-service.ts'],
      },
      {
        rule: 'render-text-imports-no-later-stage',
        from: 'src/render/text/text-layout.ts',
        to: 'src/render/scene/scene.ts',
        cycle: undefined,
      },
      {
        rule: 'rest-routes-use-only-rest-helpers',
        from: 'src/media/rest-routes.ts',
        to: 'rest-adapter/error-mapping.ts',
        cycle: undefined,
      },
      { rule: 'server-is-the-roof', from: 'src/graphql/builder.ts', to: 'src/server/app.ts', cycle: undefined },
      {
        rule: 'server-is-the-roof',
        from: 'src/webhooks/webhook-dispatcher.ts',
        to: 'src/server/app.ts',
        cycle: undefined,
      },
    ]);
    // Each import that goes up a layer is counted, whichever rule it breaks.
    expect(upwardImports(result)).toEqual([
      'src/billing/credit-report.ts → src/billing/cli.ts',
      'src/db/pool.ts → src/billing/ledger.ts',
      'src/graphql/builder.ts → src/server/app.ts',
      'src/media/media-service.ts → rest-adapter/route.ts',
      'src/snaps/snap-service.ts → src/graphql/builder.ts',
      'src/webhooks/webhook-dispatcher.ts → src/server/app.ts',
    ]);
  });
});
