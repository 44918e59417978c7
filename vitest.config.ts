import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/scratch.ts'],
    // The overlay's stylesheet is a message the worker answers with (worker/page-handlers.ts): real here.
    css: { include: [/overlay\.css/] },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
