import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium';

// Story tests: every story is rendered in real Chromium and its `play` function runs.
//   npx vitest --run --config .storybook/vitest.config.ts     (or: npx nx run @bet/source:test-storybook)

const configDir = import.meta.dirname;
const workspaceRoot = resolve(configDir, '..');
// `npm test` runs the stories in both themes (issue 19: every state light and dark, axe in each).
const theme = process.env['STORYBOOK_THEME'] === 'dark' ? 'dark' : 'light';

export default defineConfig({
  // The stories sit under libs/ and apps/, so the root (and the directory scanned for test
  // files) is the workspace, not this folder.
  root: workspaceRoot,
  plugins: [storybookTest({ configDir })],
  resolve: { tsconfigPaths: true },
  // `STORYBOOK_THEME=dark npx vitest --run --config .storybook/vitest.config.ts` runs every story,
  // axe included, in the dark theme (the preview's initial Theme of the toolbar).
  define: { 'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme) },
  test: {
    name: theme === 'dark' ? 'storybook-dark' : 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Debian's Chromium with the flags a closed network needs, as in the e2e suite.
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
    reporters: ['default', 'json'],
    outputFile: {
      json: resolve(configDir, `../reports/vitest/${theme === 'dark' ? 'storybook-dark' : 'storybook'}.json`),
    },
  },
});
