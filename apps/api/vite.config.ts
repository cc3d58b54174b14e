import { defineConfig } from 'vitest/config';

/**
 * Vitest only. There is no index.html and no `build` section here on purpose: @nx/vite/plugin
 * infers `build`/`serve` targets only for those, and the sandbox runs from source with tsx.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: '@bet/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Prepares one database for the run; test files copy it (PGlite's initdb takes seconds).
    globalSetup: ['src/testing/global-setup.ts'],
    // Worker threads that keep modules loaded from one file to the next: about twice as fast
    // here as a fresh process per file. Files share no state: each builds its own server and
    // database.
    pool: 'threads',
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../reports/vitest/@bet/api.json' },
  },
});
