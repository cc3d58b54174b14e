import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: '@bet/tools',
    environment: 'node',
    include: [
      'checks/**/*.test.ts',
      'bench/**/*.test.ts',
      'chaos/**/*.test.ts',
      'generators/**/*.test.ts',
      'test-run/**/*.test.ts',
    ],
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../reports/vitest/@bet/tools.json' },
  },
});
