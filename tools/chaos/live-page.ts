/**
 * The live page under faults (issue 17, tools/chaos/README.md "Live page"): Chromium on the live
 * page while the sandbox fails, then an outage and the recovery; no uncaught error, every poll
 * within its interval, the out-of-date marker within two intervals.
 *
 *   npx tsx tools/chaos/live-page.ts            # 10 minutes under faults; writes results/live-page.json
 *   npx tsx tools/chaos/live-page.ts --quick    # 45 s; writes reports/chaos/live-page.json
 *
 * Serves the built web app: run `npx nx build @bet/web` first. CHAOS_PORT (3530; it and the three
 * after it), CHAOS_MINUTES (the time under faults). Exits 1 when a check fails.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLivePageChaos } from './live-page-chaos';
import { startSandbox } from './sandbox-process';
import { jsonText, runScript, writeFigures } from '../script-run';

const ROOT = join(import.meta.dirname, '..', '..');
const quick = process.argv.includes('--quick');
const minutes = Number(process.env['CHAOS_MINUTES'] ?? (quick ? 0.75 : 10));

async function main(): Promise<number> {
  if (!existsSync(join(ROOT, 'dist', 'apps', 'web', 'index.html'))) {
    throw new Error('The sandbox serves the built web app: run `npx nx build @bet/web` first.');
  }
  const sandbox = await startSandbox(Number(process.env['CHAOS_PORT'] ?? 3530));
  try {
    const figures = await runLivePageChaos({
      base: sandbox.base,
      underFaultsMs: minutes * 60_000,
      log: (line) => console.log(`chaos: ${line}`),
    });
    const run = { run: quick ? 'quick' : 'full', at: new Date().toISOString(), ...figures };
    const file = join(writeFigures('chaos', quick, { 'live-page.json': jsonText(run) }), 'live-page.json');
    for (const violation of figures.violations) console.log(`chaos: FAILED: ${violation}`);
    console.log(
      `chaos live page: ${figures.requests.total} requests (${figures.requests.failed} failed), ${figures.pageErrors.length} page errors, marker after ${figures.outage.odds.appearedAfterMs} ms / gone after ${figures.outage.odds.goneAfterMs} ms; ${figures.passed ? 'all checks passed' : 'CHECKS FAILED'} (${file})`,
    );
    return figures.passed ? 0 : 1;
  } finally {
    sandbox.stop();
  }
}

runScript(main);
