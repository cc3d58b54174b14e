import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SandboxProcess {
  readonly base: string;
  stop(): void;
}

async function isUp(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/bff-api/config/all.json`)).ok;
  } catch {
    return false;
  }
}

/**
 * The sandbox as e2e/playwright.config.ts starts it (`tsx apps/api/src/main.ts`, test mode unless
 * told demo, a database in memory), on `port` and the three after it (payment, media and game providers). Refuses a
 * port that already answers, so a run never talks to someone else's server.
 */
export async function startSandbox(port: number, options: { mode?: 'test' | 'demo' } = {}): Promise<SandboxProcess> {
  const base = `http://localhost:${port}`;
  if (await isUp(base)) throw new Error(`Port ${port} already answers: stop that server or set CHAOS_PORT.`);
  const child: ChildProcess = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'apps', 'api', 'src', 'main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PAYMENT_PROVIDER_PORT: String(port + 1),
        MEDIA_PROVIDER_PORT: String(port + 2),
        GAME_PROVIDER_PORT: String(port + 3),
        HOST: 'localhost',
        // Demo: as `npm start` runs it, the simulator moving the games (benchmarks of real pages).
        SANDBOX_MODE: options.mode ?? 'test',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        // Twenty clients register and sign in from one address: the attempt limits (apps/api README
        // "Rate limits") would ask them for a captcha; they are tested on their own, not here.
        RATE_LIMITS: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so stopping it stops tsx's node child too.
      detached: true,
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  // An interrupted run leaves no sandbox behind: its own process group gets no Ctrl-C of ours.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (await isUp(base)) return { base, stop };
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  stop();
  throw new Error(`The sandbox did not start on ${base}:\n${stderr}`);
}
