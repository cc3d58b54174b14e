import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The sandbox's payment provider, on its own origin (apps/api README "Payments"). */
export const paymentProviderPort = Number(process.env.E2E_PAYMENT_PROVIDER_PORT ?? port + 1);
/** The sandbox's media provider, on its own origin (apps/api README "Media"). */
export const mediaProviderPort = Number(process.env.E2E_MEDIA_PROVIDER_PORT ?? port + 2);
/** The sandbox's game provider, on its own origin (apps/api README "Game provider and seamless wallet"). */
export const gameProviderPort = Number(process.env.E2E_GAME_PROVIDER_PORT ?? port + 3);

/**
 * The suite runs against the real sandbox serving the built web app, in test mode (control API
 * on) with an in-memory database (or the PostgreSQL of DATABASE_URL: npm test's smoke run). Tests share the sandbox's fault switches, so they run one at
 * a time and reset the switches after each test.
 */
export default defineConfig({
  testDir: join(import.meta.dirname, 'src'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The tests drive a real sandbox and Chromium on two cores shared with the sandbox's simulator (and, on
  // CI, with other work): a sign-up, a few pages and a clock move took 5 s alone and 34 s on a loaded
  // run, so 30 s failed tests that were working. 60 s still ends a hung test.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  outputDir: join(root, 'test-results'),
  // The run fails on any CSP violation the sandbox recorded (src/csp-guard.ts fails the test that caused it).
  globalSetup: join(import.meta.dirname, 'csp-global-setup.ts'),
  // E2E_REPORT: the PostgreSQL smoke run of npm test writes its own report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? join(root, 'reports', 'e2e.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `${join(root, 'node_modules', '.bin', 'tsx')} ${join(root, 'apps', 'api', 'src', 'main.ts')}`,
    cwd: root,
    url: `${baseURL}/bff-api/config/all.json`,
    // A run on a named database (DATABASE_URL) must test its own sandbox on it, never reuse one.
    reuseExistingServer: !process.env.CI && !process.env.DATABASE_URL,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PAYMENT_PROVIDER_PORT: String(paymentProviderPort),
      MEDIA_PROVIDER_PORT: String(mediaProviderPort),
      GAME_PROVIDER_PORT: String(gameProviderPort),
      HOST: 'localhost',
      SANDBOX_MODE: 'test',
      DATA_DIR: 'memory://',
    },
  },
});
