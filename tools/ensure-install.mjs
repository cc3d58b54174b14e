#!/usr/bin/env node
// Installs what a fresh clone is missing, with nothing but Node: the npm packages (when the
// lockfile changed since the last install) and, for browser tests, Debian's Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
const stampFile = join(root, 'node_modules', '.install-stamp');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/** Runs `npm ci` unless node_modules matches the lockfile already. */
export function ensureInstall() {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Installing packages (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    // Browsers come from Debian, never from a test tool's own download.
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, wanted);
}

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return candidates.find((path) => existsSync(path));
}

function canInstallPackages() {
  if (process.getuid?.() === 0) return 'root';
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? 'sudo' : undefined;
}

/**
 * The Chromium browser tests use: CHROMIUM_PATH, Debian's package, or (installed here when the
 * user may install packages) Debian's package; otherwise a clear message and exit.
 */
export function ensureChromium() {
  let path = findChromium();
  if (!path) {
    const how = canInstallPackages();
    if (!how) {
      console.error(
        'Browser tests need Chromium. Install it with `sudo apt-get install -y chromium` ' +
          '(or set CHROMIUM_PATH to a Chromium or Chrome binary) and run again.',
      );
      process.exit(1);
    }
    console.log("Installing Debian's Chromium (apt-get install chromium)...");
    const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    const run = (args) =>
      how === 'sudo' ? execFileSync('sudo', ['-n', ...args], options) : execFileSync(args[0], args.slice(1), options);
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium']);
    path = findChromium();
    if (!path) {
      console.error('Chromium was installed but no binary was found at ' + candidates.join(', '));
      process.exit(1);
    }
  }
  process.env.CHROMIUM_PATH = path;
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
