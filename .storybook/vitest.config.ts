import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Story tests: every story is rendered in real Chromium and its `play` function runs.
//   npx vitest --run --config .storybook/vitest.config.ts     (or: npx nx run @bet/source:test-storybook)

const configDir = import.meta.dirname;
const workspaceRoot = resolve(configDir, '..');

// Never let Playwright download a browser (toolchain.md "Browser"): the system Chromium, or a
// path from CHROMIUM_PATH; Playwright's own browser only on a machine that has neither.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;

export default defineConfig({
  // The stories sit under libs/ and apps/, so the root (and the directory scanned for test
  // files) is the workspace, not this folder.
  root: workspaceRoot,
  plugins: [storybookTest({ configDir })],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            // Without these Chromium floods the closed network with refused calls.
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
    reporters: ['default', 'json'],
    outputFile: { json: resolve(configDir, '../reports/vitest/storybook.json') },
  },
});
