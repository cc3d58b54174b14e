import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { descendantsOf, portTaken, runGrouped, stopAll } from './processes.mjs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.startsWith('Z');
  } catch {
    return false;
  }
};

describe('the processes of a test run (README "An honest green")', () => {
  it('answers the exit code of a command run in its own group, and its output when captured', async () => {
    expect(await runGrouped('sh', ['-c', 'exit 3'])).toMatchObject({ code: 3 });
    expect(await runGrouped('sh', ['-c', 'echo hello'], { capture: true })).toEqual({ code: 0, stdout: 'hello\n' });
    expect((await runGrouped('/nonexistent/command', [])).code).not.toBe(0);
  });

  it.runIf(process.platform === 'linux')(
    'stopAll stops a step and what it started in a group of its own (as Playwright starts the sandbox)',
    async () => {
      // The step starts a "server" in a new session (its own group), prints its pid, and waits.
      const step = runGrouped('sh', ['-c', 'setsid sleep 300 & echo $!; wait'], { capture: true });
      let server = 0;
      const deadline = Date.now() + 5_000;
      // The pid appears among the step's descendants once started (a condition, polled).
      while (server === 0 && Date.now() < deadline) {
        const found = descendantsOf(process.pid).filter((pid) =>
          spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout.startsWith('sleep 300'),
        );
        server = found[0] ?? 0;
        if (server === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(server).toBeGreaterThan(0);
      await stopAll(2_000);
      expect((await step).code).not.toBe(0);
      expect(alive(server)).toBe(false);
    },
  );

  it('sees a port taken by another listener', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await portTaken(port)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await portTaken(port)).toBe(false);
  });
});
