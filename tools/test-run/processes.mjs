// The child processes of a test run, each in its own process group, so that an interrupted run
// (Ctrl-C, a timeout's SIGTERM) stops all of them: the runners, the sandbox Playwright starts
// (in a group of its own), the browsers and the throwaway PostgreSQL. See README "An honest green".
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** Set once the run is being stopped: no new process starts after that. */
let stopping = false;

/**
 * Runs a command in its own process group and answers its exit code (a signal counts as 1).
 * `capture`: stdout is collected and answered instead of printed.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, capture?: boolean, uid?: number, gid?: number }} [options]
 * @returns {Promise<{ code: number, stdout: string }>}
 */
export function runGrouped(command, args, options = {}) {
  return new Promise((resolve) => {
    if (stopping) {
      resolve({ code: 1, stdout: '' });
      return;
    }
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      // Its own group: the terminal's Ctrl-C reaches this process only, which stops the group.
      detached: true,
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'],
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid }),
    });
    running.add(child);
    let stdout = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.on('error', (error) => {
      running.delete(child);
      console.error(`Could not start ${command}: ${error.message}`);
      resolve({ code: 127, stdout });
    });
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, stdout });
    });
  });
}

/** Starts a long-running process (a server) in its own group; stopAll() stops it too. */
export function startGrouped(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {import('node:child_process').SpawnOptions} */ options,
) {
  if (stopping) throw new Error('The run is stopping');
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.on('close', () => running.delete(child));
  return child;
}

/**
 * The process ids below `pid` (Linux /proc; elsewhere none): Playwright starts the sandbox in a
 * process group of its own, so stopping the runner's group alone would leave it running.
 * @param {number} pid
 */
export function descendantsOf(pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? -1) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

/**
 * Stops every process this run started, with their descendants: SIGTERM to each group and each
 * descendant (so Playwright closes its browsers and sandbox), then SIGKILL to what is left after
 * `graceMs`.
 */
export async function stopAll(graceMs = 5_000) {
  stopping = true;
  const targets = [...running].flatMap((child) => (child.pid ? [child.pid, ...descendantsOf(child.pid)] : []));
  if (targets.length === 0) return;
  for (const child of running) if (child.pid) signalGroup(child.pid, 'SIGTERM');
  for (const pid of targets) signalProcess(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && targets.some(isAlive)) await new Promise((done) => setTimeout(done, 100));
  for (const pid of targets.filter(isAlive)) {
    signalGroup(pid, 'SIGKILL');
    signalProcess(pid, 'SIGKILL');
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    // A zombie (ended, not yet reaped) counts as gone.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

/** Answers whether something listens on the port (on any local address). @param {number} port */
export function portTaken(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** A port nothing listens on, from the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The last resort, at process exit (synchronous): SIGKILL to every group this run started and to
 * their descendants. Nothing is left when stopAll() already ran.
 */
export function killAllNow() {
  stopping = true;
  for (const child of running) {
    if (!child.pid) continue;
    const pids = [child.pid, ...descendantsOf(child.pid)];
    for (const pid of pids) {
      signalGroup(pid, 'SIGKILL');
      signalProcess(pid, 'SIGKILL');
    }
  }
}
