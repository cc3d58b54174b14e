// A throwaway PostgreSQL server for a test run: initdb into a temporary folder, a free port on
// 127.0.0.1, its unix socket in that folder, fsync off (nothing in it must survive a crash).
// PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres`
// system user the Debian package makes. stop() ends the server and removes the folder; the run
// also stops it when interrupted (processes.mjs).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startGrouped } from './processes.mjs';

/** The uid and gid of the `postgres` user when we are root (PostgreSQL will not run as root), else none. */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('Running as root, and there is no `postgres` user to run PostgreSQL as');
  return { uid, gid };
}

/**
 * Starts a server from `binDir` (initdb, postgres) and answers its URL (database `postgres`,
 * user `postgres`, no password: trust on a local port) and stop().
 * @param {string} binDir
 */
export async function startThrowawayPostgres(binDir) {
  const user = serverUser();
  const folder = mkdtempSync(join(tmpdir(), 'bet-pg-'));
  const dataDir = join(folder, 'data');
  let server;
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const ended = new Promise((done) => server.once('close', done));
      // SIGINT: PostgreSQL's fast shutdown (ends the sessions, no checkpoint wait worth having).
      server.kill('SIGINT');
      await Promise.race([ended, new Promise((done) => setTimeout(done, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    if (user) chownSync(folder, user.uid, user.gid);
    chmodSync(folder, 0o700);
    const initdb = spawnSync(
      join(binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
      { encoding: 'utf8', ...(user ?? {}) },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout || initdb.error}`);
    const port = await freePort();
    const logFile = join(folder, 'server.log');
    writeFileSync(logFile, '');
    if (user) chownSync(logFile, user.uid, user.gid);
    server = startGrouped(
      join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        folder,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
        '-c',
        `logging_collector=off`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) },
    );
    let log = '';
    server.stderr?.on('data', (chunk) => (log += chunk));
    await waitReady(binDir, folder, port, user, () => log, server);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, folder, binDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls pg_isready on the socket until the server accepts connections (at most 30 s). */
async function waitReady(binDir, folder, port, user, log, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`PostgreSQL stopped at start:\n${log()}`);
    }
    const ready = spawnSync(join(binDir, 'pg_isready'), ['-q', '-h', folder, '-p', String(port)], user ?? {});
    if (ready.status === 0) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log()}`);
}
