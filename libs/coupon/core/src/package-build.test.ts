import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as other teams get it: the real `build` (package/build.mjs) into a temporary
 * folder, then the emitted engine imported by plain Node in a child process, with no
 * Vitest transform, no TypeScript loader and no path aliases. A broken build fails here.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..', '..', '..', '..');
/** Node without anything a test runner may have put in NODE_OPTIONS (loaders, hooks). */
const plainEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS'));

/** The engine's runtime exports: renaming one breaks other teams, so it must fail a test. */
const RUNTIME_EXPORTS = [
  'AppViewType',
  'BONUS_ACCOUNT_TYPE',
  'BONUS_BET_EXCLUDED_KIND',
  'BONUS_BET_MIN_COUNT',
  'BetStatus',
  'COUPON_ISSUE_PRIORITY',
  'CoefView',
  'CouponIssue',
  'CouponMathError',
  'CouponMathErrorCode',
  'CouponType',
  'DEFAULT_SYSTEM_LINES_LIMIT',
  'FINISHED_GAME_STATUS',
  'LIVE_GAME_STATUSES',
  'allowedCoefViews',
  'antiExpressFairCoef',
  'calcPayout',
  'calcPayoutExact',
  'calcPossibleWin',
  'calcPossibleWinExact',
  'coefToThousandths',
  'combinationCount',
  'elementarySymmetric',
  'exactEquals',
  'expressBonusCoef',
  'floorExact',
  'formatCoef',
  'formatExact',
  'isBetFinished',
  'isBetLive',
  'isBetLocked',
  'isBonusBetAvailable',
  'isCoefViewAllowed',
  'isCouponMathError',
  'isVipBetAvailable',
  'legCountRange',
  'primaryIssue',
  'resolveCoefView',
  'sortIssues',
  'systemLines',
  'systemValueRange',
  'systemVariants',
  'thousandthsToCoef',
  'totalCoef',
  'validateCoupon',
].sort();

let outDir = '';

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'bet-coupon-build-'));
  await run(process.execPath, [join(root, 'libs', 'coupon', 'core', 'package', 'build.mjs'), outDir], {
    cwd: root,
    env: plainEnv,
  });
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Every module the emitted entry reaches, with the specifiers it imports. */
async function importGraph(entry: string): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(file)) continue;
    const code = await readFile(file, 'utf8');
    const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map(
      (match) => match[1] as string,
    );
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
    }
  }
  return graph;
}

describe('the built package', () => {
  it('emits JavaScript and declarations for the engine entry', async () => {
    expect((await stat(join(outDir, 'index.js'))).isFile()).toBe(true);
    expect((await stat(join(outDir, 'index.d.ts'))).isFile()).toBe(true);
  });

  it('the engine entry reaches only its own relative .js modules: no dependency, no state, no DOM', async () => {
    const graph = await importGraph(join(outDir, 'index.js'));
    for (const [file, specifiers] of graph) {
      for (const specifier of specifiers) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[a-z0-9-]+\.js$/);
      }
      const code = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\b/);
    }
    expect([...graph.keys()].some((file) => file.includes(`${join(outDir, 'state')}`))).toBe(false);
  });

  it('plain Node imports it and computes with it', async () => {
    const entry = pathToFileURL(join(outDir, 'index.js')).href;
    const script = `
      const engine = await import(${JSON.stringify(entry)});
      const legs = [1.86, 1.96, 1.9, 2.36].map((coef) => ({ coef }));
      console.log(JSON.stringify({
        exports: Object.keys(engine).sort(),
        possibleWin: engine.calcPossibleWin({ typeId: engine.CouponType.Express, amount: 10000, legs }),
        system: engine.calcPayout({ typeId: 2, amount: 30000, systemValue: 2,
          legs: [2, 3.5, 2.4].map((coef) => ({ coef, status: 1 })) }),
        american: engine.formatCoef(4.5, engine.CoefView.American),
        issues: engine.validateCoupon({ typeId: 1, amount: 0, bets: [], limitedTypeIds: [] }),
      }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: outDir,
      env: plainEnv,
    });
    expect(JSON.parse(stdout)).toEqual({
      exports: RUNTIME_EXPORTS,
      possibleWin: 163468,
      system: 202000,
      american: '+350',
      issues: ['no_bets', 'no_amount'],
    });
  });
});
