import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: '@bet/sportsbook',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '../../../reports/vitest/@bet/sportsbook.json' },
  },
});
