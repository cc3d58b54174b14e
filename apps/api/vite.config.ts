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
    // An embedded PostgreSQL (PGlite) starts in 2-5 s on a small machine; the files open it once.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../reports/vitest/@bet/api.json' },
  },
});
