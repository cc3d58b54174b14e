import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

/** Where `npm run dev` finds the sandbox; the dev server forwards API calls to it. */
const sandbox = process.env.SANDBOX_URL ?? 'http://localhost:3000';
/**
 * API_PATH_PREFIXES of @bet/contract, as one pattern: the config loads before workspace
 * aliases resolve, and lint forbids reaching into a library by a relative path.
 */
const apiPaths = '^/(bff-api|web-api|redirects-api|blocks-api|limit-service-api|social-api|captcha|sandbox-api)(/|$)';

export default defineConfig({
  root: import.meta.dirname,
  // precompress: .br and .gz beside every script and style, which the sandbox sends (apps/api README "Static files").
  plugins: [react(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    sourcemap: true,
    // The size budget reads which chunks each route loads (tools/checks/size-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Issue 16: the packages the first render needs in one chunk rather than a score of small
          // shared ones: fewer requests, and brotli compresses one file better than many (4 KiB
          // less). Only what the entry imports: a package of a lazy page stays in that page's chunk.
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 4200),
    proxy: { [apiPaths]: { target: sandbox, changeOrigin: true } },
  },
  test: {
    name: '@bet/web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['@bet/ui/test-setup'],
    reporters: ['default', 'json'],
    outputFile: { json: '../../reports/vitest/@bet/web.json' },
  },
});
