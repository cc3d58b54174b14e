import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests only: this library is consumed from source (`exports` points at src/index.ts),
// so there is deliberately no `build` section and Nx infers no build/serve target for it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: '@bet/ui',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/test-setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '../../../reports/vitest/@bet/ui.json' },
  },
});
