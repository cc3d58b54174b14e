/**
 * Placement chaos (issue 17, tools/chaos/README.md): the sandbox with 10% 5xx, 5% timeouts and
 * 2% answers out of order, many clients placing coupons with retries and duplicates; then no
 * duplicate bet, no lost or double debit, every balance its ledger's sum.
 *
 *   npx tsx tools/chaos/placements.ts            # 1,000 placements, 20 clients; writes results/placements.json
 *   npx tsx tools/chaos/placements.ts --quick    # 60 placements, 4 clients; writes reports/chaos/placements.json
 *
 * CHAOS_PORT (3520; it and the three after it), CHAOS_PLACEMENTS, CHAOS_CLIENTS, CHAOS_SEED.
 * Exits 1 when a check fails or the sandbox does not start.
 */
import { join } from 'node:path';
import { runPlacementChaos } from './placement-chaos';
import { startSandbox } from './sandbox-process';
import { jsonText, runScript, writeFigures } from '../script-run';

const quick = process.argv.includes('--quick');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main(): Promise<number> {
  const sandbox = await startSandbox(env('CHAOS_PORT', 3520));
  try {
    const figures = await runPlacementChaos({
      base: sandbox.base,
      placements: env('CHAOS_PLACEMENTS', quick ? 60 : 1000),
      clients: env('CHAOS_CLIENTS', quick ? 4 : 20),
      seed: env('CHAOS_SEED', 17),
      clientTimeoutMs: quick ? 800 : 1500,
      maxAttempts: 8,
      log: (line) => console.log(`chaos: ${line}`),
    });
    const run = { run: quick ? 'quick' : 'full', at: new Date().toISOString(), ...figures };
    const file = join(writeFigures('chaos', quick, { 'placements.json': jsonText(run) }), 'placements.json');
    console.log(JSON.stringify(figures.checks));
    console.log(
      `chaos placements: ${figures.placements} placements, ${figures.attempts} requests, ${figures.outcomes.accepted} accepted, ${figures.outcomes.refused} refused; ${figures.passed ? 'all checks passed' : 'CHECKS FAILED'} (${file})`,
    );
    return figures.passed ? 0 : 1;
  } finally {
    sandbox.stop();
  }
}

runScript(main);
