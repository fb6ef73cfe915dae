import { defineConfig } from 'vitest/config';

// What both projects below share (they do not extend the root, whose global setup would then run once per project).
const shared = {
  // graphql ships CJS and ESM builds without an exports map: Node (and so Pothos and Yoga) load the
  // CJS one, Vite would pick the ESM one for our sources, and graphql refuses to mix the two.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
};

// Files that replace a module with `vi.mock` need a module graph of their own; every other file shares its worker's.
const OWN_MODULES = ['test/render/static-layers.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    // Suites start real servers, databases and render pools: two at a time fit two cores.
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default', './test/support/slowest-files.ts'],
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'shared',
          // Integration tests under test/; unit tests of pure modules beside them, in src/ and the Studio's.
          include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'studio/src/**/*.test.ts'],
          exclude: OWN_MODULES,
          // A file's modules stay loaded for the next file in its worker: importing the app afresh for each of
          // ~200 files was a third of the suite's time. So what a module keeps must not depend on which
          // database or app it served (keyed by what is unique across them, or held by the app).
          isolate: false,
        },
      },
      { ...shared, test: { ...shared.test, name: 'own modules', include: OWN_MODULES } },
    ],
  },
});
