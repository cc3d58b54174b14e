#!/usr/bin/env node
// Installs what a fresh clone is missing, with nothing but Node: the npm packages (when the
// lockfile changed since the last install), for browser tests Debian's Chromium, and for the
// database tests Debian's PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

export function canInstallPackages() {
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
    aptInstall(how, 'chromium');
    path = findChromium();
    if (!path) {
      console.error('Chromium was installed but no binary was found at ' + candidates.join(', '));
      process.exit(1);
    }
  }
  process.env.CHROMIUM_PATH = path;
  return path;
}

/**
 * `apt-get install` as root or through sudo; `apt-get update` first only when the package lists
 * are missing or the install fails with the lists we have (they may be stale).
 */
function aptInstall(how, pkg) {
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  const run = (args) =>
    how === 'sudo' ? spawnSync('sudo', ['-n', ...args], options) : spawnSync(args[0], args.slice(1), options);
  const install = ['apt-get', 'install', '-y', '-qq', pkg];
  const listsEmpty =
    !existsSync('/var/lib/apt/lists') ||
    !readdirSync('/var/lib/apt/lists').some((f) => f.endsWith('Packages') || f.includes('Packages.'));
  if (!listsEmpty && run(install).status === 0) return;
  if (run(['apt-get', 'update', '-qq']).status !== 0 || run(install).status !== 0) {
    throw new Error(`apt-get install ${pkg} failed; see the output above.`);
  }
}

/** The bin folder of the newest Debian PostgreSQL (/usr/lib/postgresql/<version>/bin), or PG_BIN_DIR. */
function findPostgres() {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  return readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(base, version, 'bin'))[0];
}

/**
 * The PostgreSQL server binaries the database tests start a throwaway server from: PG_BIN_DIR,
 * Debian's package, or (installed here when the user may install packages) Debian's package.
 * Answers the bin folder; throws with what to do when there is none.
 */
export function ensurePostgres() {
  let binDir = findPostgres();
  if (binDir) return binDir;
  const how = canInstallPackages();
  if (!how) {
    throw new Error(
      'The database tests need PostgreSQL. Install it with `sudo apt-get install -y postgresql` ' +
        '(or set PG_BIN_DIR to a folder holding initdb and postgres) and run again.',
    );
  }
  console.log("Installing Debian's PostgreSQL (apt-get install postgresql)...");
  aptInstall(how, 'postgresql');
  binDir = findPostgres();
  if (!binDir) throw new Error('PostgreSQL was installed but no initdb was found under /usr/lib/postgresql');
  return binDir;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
