import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites start real servers, databases and render pools: two at a time fit two cores.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
