import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CJS and ESM builds without an exports map: Node (and so Pothos and Yoga) load the
  // CJS one, Vite would pick the ESM one for our sources, and graphql refuses to mix the two.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    // Integration tests under test/; unit tests of pure modules beside them, in src/ and the Studio's.
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'studio/src/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start real servers, databases and render pools: two at a time fit two cores.
    maxWorkers: 2,
    fileParallelism: true,
    reporters: ['default', './test/support/slowest-files.ts'],
  },
});
