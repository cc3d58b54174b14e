import { existsSync } from 'node:fs';

/** toolchain.md "Browser": without the background-networking flags Chromium floods a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium, or CHROMIUM_PATH; undefined lets Playwright use a browser of its own, on a
 * machine that has one. Shared by the e2e suite and the story tests.
 */
export function chromiumExecutable(): string | undefined {
  const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(wanted) ? wanted : undefined;
}
