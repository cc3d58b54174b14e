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

/** A group's modules by their paths under libs/, as one pattern (the chunk groups below). */
const modulesOf = (paths: string[]) =>
  new RegExp(paths.map((path) => String.raw`libs[\\/]${path.replaceAll('/', String.raw`[\\/]`)}\.tsx?$`).join('|'));

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
            // Issue 16: what the betting pages share with other lazy parts (the media host, the team,
            // champ and results pages) in two chunks, not six of 0.2-1.7 KiB and their two styles:
            // on HTTP/1.1's six connections a game page's eight files held the start-up requests
            // back (tools/bench/README.md "Lighthouse"). The pages stay chunks of their own; a listing
            // loads the small part, a game page both.
            {
              name: 'betting-page-parts',
              test: modulesOf(['sportsbook/ui/src/page-heading', 'sportsbook/ui/src/connected/route-params']),
              priority: 0,
            },
            {
              name: 'game-parts',
              test: modulesOf([
                'sportsbook/ui/src/connected/game-details',
                'sportsbook/ui/src/market-groups',
                'sportsbook/ui/src/scoreboard',
                'media/ui/src/media-board',
                'media/ui/src/media-view',
                'media/ui/src/connected/connected-media-board',
                'media/ui/src/connected/connected-media-view',
                'media/ui/src/connected/use-media-src',
                'media/core/src/player-url',
              ]),
              priority: 0,
            },
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
