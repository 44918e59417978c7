import { defineConfig } from 'vitest/config';

/** The Firefox ESR end-to-end suite (tests/firefox): one browser per file, tests in order. */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    globalSetup: ['tests/support/scratch.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default', ['json', { outputFile: 'test-results/firefox.json' }]],
  },
});
