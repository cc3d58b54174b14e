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
          groups: [
            // Issue 16: the packages the first render needs in one chunk, apart from our code so that
            // it stays cached across our releases. Only what the entry imports: a package of a lazy
            // page stays in that page's chunk.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Issue 16: the rest of the first render's modules in the entry, not in a score of small
            // chunks. Rolldown splits a module the entry shares with lazy chunks into a chunk of its
            // own and merges it back only where that makes no import cycle, which left 47 files of
            // mostly 2-4 KiB before the first render; on HTTP/1.1 their queue was about 300 ms of
            // Lighthouse's FCP and LCP (tools/bench/README.md "Lighthouse"), and brotli compresses one
            // file 13 KiB smaller. Without the recursive dependencies: a captured library index would
            // otherwise bring every module it re-exports, lazy pages included. What this group
            // captures imports only initial modules, which are here or in `vendor`: no cycle forms.
            { name: 'app', tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
          ],
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
