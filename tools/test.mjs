#!/usr/bin/env node
// `npm test`: install what is missing (packages, Chromium, PostgreSQL), then lint, typecheck, unit
// tests, story tests, the builds, the size budget of the web build, the Playwright e2e suite, and
// the sandbox's database tests and an e2e smoke run on a throwaway PostgreSQL. Every step runs even
// when an earlier one failed, so one run shows everything; the last line is `N passed, N failed` (README "An honest green").
//
// `node tools/test.mjs --only=postgres`: the PostgreSQL steps alone (needs the web app built).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstall, ensurePostgres, root } from './ensure-install.mjs';
import { killAllNow, portTaken, runGrouped, stopAll } from './test-run/processes.mjs';
import { startThrowawayPostgres } from './test-run/postgres.mjs';
import {
  busyPortsMessage,
  crashedWithoutFailedTest,
  createTally,
  e2ePorts,
  isCi,
  playwrightCounts,
  vitestCounts,
} from './test-run/summary.mjs';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'postgres') {
  console.error(`Unknown --only=${only}: the one part that runs alone is --only=postgres`);
  process.exit(2);
}

const tally = createTally();
let summarised = false;
/** The throwaway PostgreSQL while it runs: stopped at the end, on a signal, and at exit. */
let postgres;

function summarise() {
  for (const line of tally.lines()) console.log(line);
  summarised = true;
}

// A missing prerequisite stops the run before any check; it still ends with the summary line.
// Whatever ends the process, nothing it started keeps running (processes.mjs).
process.on('exit', (code) => {
  killAllNow();
  if (postgres) rmSync(postgres.folder, { recursive: true, force: true });
  if (!summarised && code !== 0) console.log('\n0 passed, 1 failed');
});

let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the run (sandbox, browsers, PostgreSQL)...`);
    void (async () => {
      await stopAll();
      await postgres?.stop().catch(() => undefined);
      postgres = undefined;
      tally.add({ title: `the run (stopped by ${signal})`, ok: false });
      summarise();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    })();
  });
}

/** After a signal the handler above ends the run: the steps' flow stops where it is. */
function haltedIfInterrupted() {
  return interrupted ? new Promise(() => {}) : Promise.resolve();
}

// A "clean clone" run must not replay results Nx cached in another checkout (the cache is not in
// the clone): under CI every step runs for real.
if (isCi(process.env)) process.env.NX_SKIP_NX_CACHE = 'true';
const nxCacheArgs = isCi(process.env) ? ['--skip-nx-cache'] : [];

ensureInstall();
ensureChromium();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, 'reports');

/** Runs a step's command (in its own process group); answers whether it exited 0. */
async function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const { code } = await runGrouped(command, args, { cwd: root, ...options, env: { ...process.env, ...options.env } });
  await haltedIfInterrupted();
  return code === 0;
}

async function projectsWith(target) {
  const { stdout } = await runGrouped(bin('nx'), ['show', 'projects', '--with-target', target, '--json'], {
    cwd: root,
    capture: true,
  });
  await haltedIfInterrupted();
  try {
    return JSON.parse(stdout || '[]');
  } catch {
    return [];
  }
}

/** A check (lint, typecheck, build) counts once per project: passed or failed. */
async function nxChecks(target) {
  const projects = await projectsWith(target);
  const result = await runGrouped(
    bin('nx'),
    ['run-many', '-t', target, '--output-style=static', '--parallel=2', ...nxCacheArgs],
    { cwd: root, capture: true },
  );
  await haltedIfInterrupted();
  process.stdout.write(`\n=== ${target} ===\n${result.stdout}`);
  const failed = new Set(
    [...result.stdout.matchAll(/^\s*-\s+(\S+):(\S+)\s*$/gm)]
      .filter((match) => match[2] === target)
      .map((match) => match[1]),
  );
  if (result.code !== 0 && failed.size === 0) failed.add(`(${target} did not run)`);
  tally.addCounts(target, projects.filter((project) => !failed.has(project)).length, [...failed]);
}

/** The JSON reports of Vitest under `dir`, each as counts and the names of its failures. */
function vitestReports(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.json') && statSync(file).isFile())
    .map((file) => ({
      file: file.slice(root.length + 1),
      ...vitestCounts(JSON.parse(readFileSync(file, 'utf8')), root),
    }));
}

/**
 * Runs a Vitest runner; one that crashed without a failed test in its reports (`reportsIn`, read
 * after it ran) runs once more, and the summary says so. The second run's reports are the ones
 * counted, and a second crash fails the run.
 */
async function vitestRun(title, command, args, reportsIn, options = {}) {
  const ok = await run(title, command, args, options);
  if (!crashedWithoutFailedTest(ok, reportsIn())) return ok;
  tally.note(`${title}: the runner exited with an error and no failed test in its reports; it ran once more`);
  return run(`${title}, once more`, command, args, options);
}

/** Runs the Playwright suite (or part of it) and adds what its report says. */
async function e2eStep(title, args, env) {
  const port = Number(env.E2E_PORT ?? process.env.E2E_PORT ?? 3100);
  const report = env.E2E_REPORT ?? join(reports, 'e2e.json');
  rmSync(report, { force: true });
  // A server already on the port would be reused (locally) or stop Playwright: either way not
  // this checkout's sandbox. The step fails, and says why.
  const busy = [];
  for (const candidate of e2ePorts(port)) if (await portTaken(candidate)) busy.push(candidate);
  if (busy.length > 0) {
    console.log(`\n=== ${title} ===\n${busyPortsMessage(busy, env.E2E_PORT_VARIABLE ?? 'E2E_PORT')}`);
    tally.add({ title: `${title} (port taken)`, ok: false });
    return;
  }
  const ok = await run(title, bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', ...args], { env });
  if (!existsSync(report)) {
    tally.add({ title: `${title} (no report)`, ok: false });
    return;
  }
  tally.add({ title, ok, ...playwrightCounts(JSON.parse(readFileSync(report, 'utf8'))) });
}

/** The sandbox test files run again on PostgreSQL: every test that locks or races (README). */
const POSTGRES_TEST_FILES = [
  'src/db/postgres.test.ts',
  'src/payments/',
  'src/betting/bet-routes.test.ts',
  'src/betting/settle-game.test.ts',
  'src/betting/line-lock.test.ts',
  'src/limits/limit-enforcement.test.ts',
  'src/limits/limit-transitions.test.ts',
  'src/casino-wallet/',
  'src/game-provider/game-provider.test.ts',
];

/** The e2e smoke run on PostgreSQL: the start page, and a player's money from deposit to bet to withdrawal. */
const POSTGRES_E2E = [
  'e2e/src/start-up.spec.ts',
  'e2e/src/payments.spec.ts',
  '--grep',
  'a fresh browser opening|from end to end',
];

async function postgresSteps() {
  const started = Date.now();
  console.log('\n=== PostgreSQL (throwaway server) ===');
  try {
    postgres = await startThrowawayPostgres(ensurePostgres());
    console.log(`PostgreSQL ${postgres.url}, data in ${postgres.folder}`);
  } catch (error) {
    console.log(String(error instanceof Error ? error.message : error));
    tally.add({ title: 'PostgreSQL (did not start)', ok: false });
    return;
  }
  try {
    const reportDir = join(reports, 'postgres');
    rmSync(reportDir, { recursive: true, force: true });
    const apiReport = join(reportDir, 'api.json');
    const testsOk = await run(
      'sandbox database tests on PostgreSQL',
      bin('vitest'),
      ['run', ...POSTGRES_TEST_FILES, `--outputFile.json=${apiReport}`],
      { cwd: join(root, 'apps', 'api'), env: { TEST_DATABASE_URL: postgres.url } },
    );
    const [counted] = vitestReports(reportDir);
    tally.add({ title: 'sandbox database tests on PostgreSQL', ok: testsOk, ...(counted ?? {}) });

    const created = await run('e2e database', join(postgres.binDir, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(postgres.port),
      '-U',
      'postgres',
      'bet_e2e',
    ]);
    if (!created) tally.add({ title: 'e2e database on PostgreSQL', ok: false });
    else {
      const base = Number(process.env.E2E_POSTGRES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);
      await e2eStep('e2e smoke on PostgreSQL', POSTGRES_E2E, {
        DATABASE_URL: postgres.url.replace(/\/postgres$/, '/bet_e2e'),
        E2E_PORT: String(base),
        E2E_PORT_VARIABLE: 'E2E_POSTGRES_PORT',
        E2E_REPORT: join(reportDir, 'e2e.json'),
      });
    }
  } finally {
    await postgres.stop();
    postgres = undefined;
    console.log(`PostgreSQL steps: ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

if (only === 'postgres') {
  if (!existsSync(join(root, 'dist', 'apps', 'web', 'index.html'))) {
    console.log('The e2e smoke run serves the built web app: run `npx nx build @bet/web` first.');
  }
  await postgresSteps();
} else {
  const vitestDir = join(reports, 'vitest');
  rmSync(vitestDir, { recursive: true, force: true });
  await nxChecks('lint');
  await nxChecks('typecheck');
  const storyReport = (name) => () =>
    vitestReports(vitestDir).filter((report) => report.file.endsWith(`/${name}.json`));
  // The unit projects run first, so every report there is theirs.
  const unitOk = await vitestRun(
    'unit tests',
    bin('nx'),
    ['run-many', '-t', 'test', '--output-style=static', '--parallel=2', ...nxCacheArgs],
    () => vitestReports(vitestDir),
  );
  // Each theme's stories run in two halves, each with a browser of its own: a run of all 186
  // files in one page has lost its browser late in the run three times on CI (a crashed page,
  // README "An honest green"), and a half that crashes runs again alone.
  const storyRuns = [];
  for (const theme of ['light', 'dark']) {
    for (const shard of [1, 2]) {
      const name = `${theme === 'dark' ? 'storybook-dark' : 'storybook'}-${shard}of2`;
      // Issue 19: the same stories and axe in the dark theme (the toolbar's initial theme, .storybook/preview.tsx).
      const title = `story tests${theme === 'dark' ? ', dark theme' : ''} (half ${shard} of 2)`;
      const ok = await vitestRun(
        title,
        bin('vitest'),
        [
          '--run',
          '--config',
          '.storybook/vitest.config.ts',
          `--shard=${shard}/2`,
          `--outputFile.json=${join(vitestDir, `${name}.json`)}`,
        ],
        storyReport(name),
        theme === 'dark' ? { env: { STORYBOOK_THEME: 'dark' } } : {},
      );
      storyRuns.push([title, ok]);
    }
  }
  const unitReports = vitestReports(vitestDir);
  for (const report of unitReports) tally.add({ title: `tests in ${report.file}`, ok: true, ...report });
  const runs = [['unit tests', unitOk], ...storyRuns];
  if (runs.some(([, ok]) => !ok) && unitReports.every((report) => report.failed === 0)) {
    // A runner that crashed before reporting (a syntax error, a config error) still fails.
    const exited = runs.flatMap(([title, ok]) => (ok ? [] : [title]));
    tally.add({ title: `a test runner exited with an error (${exited.join('; ')})`, ok: false });
  }
  await nxChecks('build');
  // Issue 16: every route's initial JavaScript within its budget (tools/checks/size-budgets.json),
  // measured on the web app built above; the failure names the route, its size and its budget.
  const budgetOk = await run('size budget', bin('tsx'), ['tools/checks/size-budget-cli.ts']);
  tally.add({ title: 'size budget', ok: budgetOk, ...(budgetOk ? { passed: 1 } : {}) });
  await nxChecks('build-storybook');
  // The chaos runs and the benchmarks in their quick modes (tools/chaos and tools/bench READMEs):
  // the chaos runs fail on a broken check, the benchmarks only when they no longer work (their
  // figures fail nothing). Each starts its own sandbox, serving the web app built above, on
  // E2E_PORT + offset and the three ports after it (its providers), clear of the e2e runs.
  const quickRuns = [
    // 60 placements from 4 clients under 5xx, timeouts and answers out of order.
    { title: 'chaos: placements (quick)', script: 'tools/chaos/placements.ts', port: 'CHAOS_PORT', offset: 20 },
    // 45 s of the live page under the same faults, an outage and the recovery.
    { title: 'chaos: live page (quick)', script: 'tools/chaos/live-page.ts', port: 'CHAOS_PORT', offset: 24 },
    // One Lighthouse run of the home page.
    { title: 'bench: lighthouse (quick)', script: 'tools/bench/lighthouse.ts', port: 'BENCH_PORT', offset: 28 },
    // 20 s of heap samples on the live page.
    { title: 'bench: live memory (quick)', script: 'tools/bench/live-memory.ts', port: 'BENCH_PORT', offset: 32 },
    // One load of a 2,000-game casino lobby and one typed search, at 4x CPU slowdown.
    { title: 'bench: casino lobby (quick)', script: 'tools/bench/casino-lobby.ts', port: 'BENCH_PORT', offset: 36 },
  ];
  for (const { title, script, port, offset } of quickRuns) {
    const ok = await run(title, bin('tsx'), [script, '--quick'], {
      env: { [port]: String(Number(process.env.E2E_PORT ?? 3100) + offset) },
    });
    tally.add({ title, ok, ...(ok ? { passed: 1 } : {}) });
  }
  await e2eStep('e2e', [], {});
  await postgresSteps();
}

summarise();
process.exit(tally.exitCode());
