/**
 * Live-screen benchmark (issue 6 "Performance"; DESIGN.md: speed is measured by benchmarks in
 * tools/, never by timed tests). Loads the live listing with 1,000 synthetic live events in
 * headless Chromium at 4x CPU slowdown, drives 20 feed updates in which 10% of the
 * coefficients move, and writes per update: React commits, rows re-rendered against rows
 * changed (visible and in the DOM), the longest task, script time; the heap after load and
 * after the updates; and the JavaScript the home route loads, raw, gzip and brotli.
 *
 *   npx nx run @bet/web:build                 # the benchmark builds nothing itself
 *   npx tsx tools/bench/live-screen.ts        # 10-15 minutes; BENCH_PORT (4450), BENCH_UPDATES (20)
 *   BENCH_TRACE=load,1 npx tsx ...           # also where the main thread's time went in those windows
 *
 * Writes results/live-screen.json and results/live-screen.md. Fails (exit 1) only when the
 * sandbox does not start or the page never shows the games; figures over their aim are marked,
 * not failed.
 *
 * How updates are driven: Playwright's fake clock (page.clock), paused once the list is shown.
 * The app polls the live list every 10 000 ms (spec 02 §9 "default" row; @bet/sportsbook
 * REFRESH_INTERVALS.games.live), so the benchmark advances fake time in 1 s steps until the
 * list's `since` poll arrives, holds it, and answers it with the next delta. While the clock is
 * paused no timer of the page fires, so each measured window holds only the work of that answer
 * (fetch, parse, dispatch, render, effects); what timers do later (a price-move highlight
 * fading, other feeds) is counted apart as "commits between updates".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page, type Route } from '@playwright/test';
import { gameListSchema, getLineMenu } from '@bet/contract';
// toolchain.md "Browser": the same Chromium and flags as the e2e suite and the story tests (as
// .storybook/vitest.config.ts does); e2e is an app, not a library, so the rule has no tag for it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromium';
import { createLiveFeed, type LiveFeedFilter } from './live-feed';
import { summariseCpuProfile, type CpuProfile, type FunctionTime } from './cpu-profile-summary';
import { summariseTrace, type TraceEvent, type TraceSummary } from './trace-summary';
import { installLiveBenchProbe, type CommitDetail, type LiveBenchProbe, type ProbeWindow } from './live-screen-probe';

const ROOT = join(import.meta.dirname, '..', '..');
const RESULTS = join(import.meta.dirname, 'results');
const PORT = Number(process.env['BENCH_PORT'] ?? 4450);
const BASE = `http://localhost:${PORT}`;
const UPDATES = Number(process.env['BENCH_UPDATES'] ?? 20);
const GAMES = 1_000;
const CHANGE_SHARE = 0.1;
const CPU_RATE = 4;
const VIEWPORT = { width: 1920, height: 1080 };
/** Spec 01 §2 `:pageType/:section`: the live listing, in Russian (the default language). */
const LIVE_PATH = '/ru/home/live';
const HOME_PATH = '/ru/';
/** A window is over when no commit and no long task came for this long (real time). */
const QUIET_MS = 600;
const WINDOW_TIMEOUT_MS = 20_000;
const SCRIPTS_QUIET_MS = 2_000;
/** Windows to trace ("load" and update numbers): a trace slows the page, so their timings are not comparable. */
const TRACE = new Set((process.env['BENCH_TRACE'] ?? '').split(',').filter(Boolean));
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'];
/** The aims of the issue. */
const AIM = { commitsPerUpdate: 1, longTaskMs: 50 };

const log = (message: string) => process.stdout.write(`[live-screen] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const max = (values: readonly number[]) => (values.length ? Math.max(...values) : 0);

// ---------------------------------------------------------------------------------------------
// The sandbox, started as e2e/playwright.config.ts starts it.

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/bff-api/config/all.json`)).ok;
  } catch {
    return false;
  }
}

async function startSandbox(): Promise<ChildProcess> {
  if (await isUp()) throw new Error(`Port ${PORT} already answers: stop that server or set BENCH_PORT.`);
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'apps', 'api', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', SANDBOX_MODE: 'test', DATA_DIR: 'memory://' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so stopping it stops tsx's node child too.
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (await isUp()) return child;
    if (child.exitCode !== null) break;
    await sleep(250);
  }
  stopSandbox(child);
  throw new Error(`The sandbox did not start on ${BASE}:\n${stderr}`);
}

function stopSandbox(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The JavaScript a route loads.

interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

async function measureScripts(
  browser: Browser,
  path: string,
): Promise<{ files: ScriptSize[]; total: Omit<ScriptSize, 'url'> }> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: VIEWPORT });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (isScript && response.ok() && !bodies.has(url)) {
      lastScriptAt = Date.now();
      bodies.set(
        url,
        response.body().catch(() => null),
      );
    }
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  // Chunks imported once the first render has run (lazy routes) come later; the page's polls
  // never let the network go idle, so: until no script came for SCRIPTS_QUIET_MS.
  const started = Date.now();
  while (Date.now() - lastScriptAt < SCRIPTS_QUIET_MS && Date.now() - started < 30_000) await sleep(100);
  const files: ScriptSize[] = [];
  for (const [url, body] of bodies) {
    const bytes = await Promise.race([body, sleep(10_000).then(() => null)]);
    if (!bytes) continue;
    files.push({
      url: new URL(url).pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  log(`${path}: ${files.length} scripts`);
  await context.close();
  files.sort((a, b) => b.raw - a.raw);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, file) => total + file[key], 0);
  return { files, total: { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') } };
}

// ---------------------------------------------------------------------------------------------
// The synthetic feed, served in place of the sandbox's line answers.

interface PendingPoll {
  route: Route;
  since: number;
  filter: LiveFeedFilter;
}

const feed = createLiveFeed({
  games: GAMES,
  changeShare: CHANGE_SHARE,
  seed: 20_261_123,
  nowSeconds: Math.floor(Date.now() / 1000),
});

function filterOf(url: URL): LiveFeedFilter {
  const ids = (name: string) => url.searchParams.get(name)?.split(',').map(Number);
  const sportId = url.searchParams.get('sportId');
  return {
    ...(sportId ? { sportId: Number(sportId) } : {}),
    ...(ids('champIds') ? { champIds: ids('champIds') } : {}),
    ...(ids('gameIds') ? { gameIds: ids('gameIds') } : {}),
  };
}

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

function createFeedRoutes(page: Page) {
  const pending: PendingPoll[] = [];
  const seen = { lists: 0, polls: 0, menus: 0, tops: 0 };
  let holdPolls = false;

  const serve = async (route: Route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    const section = url.searchParams.get('section');
    const sinceText = url.searchParams.get('since');
    const since = sinceText === null ? undefined : Number(sinceText);
    if (section !== 'live') return route.fallback();
    if (path.endsWith('/line/menu')) {
      seen.menus += 1;
      return json(route, getLineMenu.response.parse(feed.menu()));
    }
    if (path.endsWith('/line/top')) {
      seen.tops += 1;
      return json(route, gameListSchema.parse(feed.answer(since, { topOnly: true })));
    }
    if (!path.endsWith('/line/games')) return route.fallback();
    const filter = filterOf(url);
    if (since === undefined) {
      seen.lists += 1;
      return json(route, gameListSchema.parse(feed.answer(undefined, filter)));
    }
    seen.polls += 1;
    // Measuring: the poll waits for the benchmark's next update; before that it gets "no change".
    if (holdPolls) pending.push({ route, since, filter });
    else return json(route, gameListSchema.parse(feed.answer(since, filter)));
  };

  return {
    seen,
    pending,
    install: () => page.route('**/web-api/line/**', serve),
    hold: () => (holdPolls = true),
  };
}

// ---------------------------------------------------------------------------------------------
// The page and its probe.

/** Commits so far, counted by the probe the init script installed (live-screen-probe.ts). */
const commitCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.totalCommits);

interface Metrics {
  script: number;
  task: number;
  layout: number;
  style: number;
  heap: number;
}

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  // Durations come in seconds.
  return {
    script: value('ScriptDuration') * 1000,
    task: value('TaskDuration') * 1000,
    layout: value('LayoutDuration') * 1000,
    style: value('RecalcStyleDuration') * 1000,
    heap: value('JSHeapUsedSize'),
  };
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await metrics(cdp)).heap;
}

/**
 * Waits until the page has committed more than `after` times (when given) and then not at all
 * for QUIET_MS of real time, or WINDOW_TIMEOUT_MS.
 */
async function settle(page: Page, after?: number): Promise<void> {
  const started = Date.now();
  let last = await commitCount(page);
  let quietSince = Date.now();
  while (Date.now() - started < WINDOW_TIMEOUT_MS) {
    await sleep(50);
    const count = await commitCount(page);
    if (count !== last) {
      last = count;
      quietSince = Date.now();
    }
    if ((after === undefined || last > after) && Date.now() - quietSince >= QUIET_MS) return;
  }
}

interface UpdateFigures {
  update: number;
  changedMarkets: number;
  changedGames: number;
  changedGamesInDom: number;
  changedGamesVisible: number;
  changedGamesNear: number;
  rowsInDom: number;
  commits: number;
  commitsBetween: number;
  rowsRerendered: number;
  rowsRerenderedChanged: number;
  rowsRerenderedUnchanged: number;
  rowsMounted: number;
  longestTaskMs: number;
  longTasks: number;
  scriptMs: number;
  /** Script time less the probe's own walk: the app's share. */
  appScriptMs: number;
  taskMs: number;
  layoutMs: number;
  styleMs: number;
  probeMs: number;
  /** What each commit of the window re-rendered (rows, host elements, samples). */
  commitDetails: CommitDetail[];
}

async function run() {
  const dist = join(ROOT, 'dist', 'apps', 'web', 'index.html');
  if (!existsSync(dist)) throw new Error('No built web app: run `npx nx run @bet/web:build` first.');
  // Other work on the machine slows every timed figure: the load average goes with the results.
  const loadAtStart = loadavg().map((value) => round(value, 2));
  log(`starting the sandbox on ${BASE}`);
  const sandbox = await startSandbox();
  // An interrupted run must not leave the sandbox holding the port.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopSandbox(sandbox);
      process.exit(130);
    });
  }
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const chromiumVersion = browser.version();
    log(`Chromium ${chromiumVersion}: the JavaScript of ${HOME_PATH} and ${LIVE_PATH}`);
    const homeScripts = await measureScripts(browser, HOME_PATH);
    const liveScripts = await measureScripts(browser, LIVE_PATH);
    log(`loading ${LIVE_PATH} with ${feed.gameCount()} games at ${CPU_RATE}x CPU slowdown`);

    const context = await browser.newContext({ locale: 'ru-RU', viewport: VIEWPORT });
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps named functions in `__name(...)`; the page needs it too.
    await page.addInitScript('globalThis.__name = globalThis.__name || ((target) => target);');
    await page.addInitScript(installLiveBenchProbe);
    await page.clock.install();
    const routes = createFeedRoutes(page);
    await routes.install();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });

    // Load: until the list shows its rows, then until the page is quiet.
    const loadStarted = Date.now();

    const traces: Record<string, TraceSummary & { functions: FunctionTime[] }> = {};
    const tracingBrowser = browser;
    const traced = async (name: string, work: () => Promise<void>) => {
      if (!TRACE.has(name)) return work();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      await tracingBrowser.startTracing(page, { categories: TRACE_CATEGORIES });
      await work();
      const { traceEvents } = JSON.parse((await tracingBrowser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      traces[name] = {
        ...summariseTrace(traceEvents, AIM.longTaskMs),
        functions: summariseCpuProfile(profile, join(ROOT, 'dist', 'apps', 'web', 'assets')),
      };
    };
    let rows = 0;
    let firstRowsMs = 0;
    await traced('load', async () => {
      await page.goto(`${BASE}${LIVE_PATH}`);
      while (Date.now() - loadStarted < 90_000) {
        rows = await page.evaluate(() => (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.rowCount());
        if (rows > 0) break;
        await sleep(100);
      }
      firstRowsMs = Date.now() - loadStarted;
      if (rows === 0) throw new Error(`The live screen never showed a game row ([data-game-id]) at ${LIVE_PATH}.`);
      await settle(page);
      // A long list mounts in slices after its first rows: count them all once the page is quiet.
      rows = await page.evaluate(() => (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.rowCount());
    });
    const loadMetrics = await metrics(cdp);
    const loadWindow: ProbeWindow = await page.evaluate(() =>
      (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.end(),
    );
    // The probe's first snapshot (every element's props, kept for the windows) before the heap
    // is read, so its own memory is in both heap figures.
    await page.evaluate(async () => {
      const bench = (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench;
      await bench.begin();
      bench.end();
    });
    const heapAfterLoad = await heapAfterGc(cdp);

    // From here the page's time stands still between the steps the benchmark takes.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    routes.hold();
    const updates: UpdateFigures[] = [];
    for (let n = 1; n <= UPDATES; n += 1) {
      // Between windows the CPU runs at full speed: that work (hundreds of highlight fades, see
      // README) is counted, not timed, and at 4x it would make a run take half an hour.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      let steps = 0;
      while (routes.pending.length === 0 && steps < 120) {
        await page.clock.runFor(1_000);
        steps += 1;
        await sleep(20);
      }
      const poll = routes.pending.shift();
      if (!poll) throw new Error(`The live list stopped polling (no poll within ${steps} s of page time).`);
      // Let what the timers started (other feeds, fading highlights) finish outside the window.
      await settle(page);

      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      const update = feed.update();
      const body = JSON.stringify(gameListSchema.parse(feed.answer(poll.since, poll.filter)));
      const visibility = await page.evaluate(() =>
        (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.begin(),
      );
      const commitsBefore = await commitCount(page);
      const before = await metrics(cdp);
      await traced(String(n), async () => {
        await poll.route.fulfill({ status: 200, contentType: 'application/json', body });
        await settle(page, commitsBefore);
      });
      const after = await metrics(cdp);
      const measured: ProbeWindow = await page.evaluate(() =>
        (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench.end(),
      );

      const changed = new Set(update.changedGameIds);
      const visible = new Set(visibility.visibleIds);
      const near = new Set(visibility.nearIds);
      const rerendered = measured.rowsRerendered;
      const rerenderedChanged = rerendered.filter((id) => changed.has(id)).length;
      const inDom = await page.evaluate(
        (ids) => ids.filter((id) => document.querySelector(`[data-game-id="${id}"]`) !== null).length,
        update.changedGameIds,
      );
      updates.push({
        update: n,
        changedMarkets: update.changedMarketIds.length,
        changedGames: changed.size,
        changedGamesInDom: inDom,
        changedGamesVisible: update.changedGameIds.filter((id) => visible.has(id)).length,
        changedGamesNear: update.changedGameIds.filter((id) => near.has(id)).length,
        rowsInDom: visibility.rowsInDom,
        commits: measured.commits,
        commitsBetween: visibility.commitsBetween,
        rowsRerendered: rerendered.length,
        rowsRerenderedChanged: rerenderedChanged,
        rowsRerenderedUnchanged: rerendered.length - rerenderedChanged,
        rowsMounted: measured.rowsMounted,
        longestTaskMs: round(max(measured.longTasksMs)),
        longTasks: measured.longTasksMs.length,
        scriptMs: round(after.script - before.script),
        appScriptMs: round(after.script - before.script - measured.probeMs),
        taskMs: round(after.task - before.task),
        layoutMs: round(after.layout - before.layout),
        styleMs: round(after.style - before.style),
        probeMs: round(measured.probeMs),
        commitDetails: measured.commitDetails,
      });
      const { commitDetails: _details, ...figures } = updates.at(-1) as UpdateFigures;
      log(`update ${n}: ${JSON.stringify(figures)}`);
      log(`  commits: ${describeCommits(measured.commitDetails)}`);
    }
    const heapAfterUpdates = await heapAfterGc(cdp);
    await context.close();

    const summary = {
      commitsMean: round(mean(updates.map((u) => u.commits)), 2),
      commitsMax: max(updates.map((u) => u.commits)),
      rowsRerenderedMean: round(mean(updates.map((u) => u.rowsRerendered))),
      changedGamesMean: round(mean(updates.map((u) => u.changedGames))),
      changedGamesInDomMean: round(mean(updates.map((u) => u.changedGamesInDom))),
      changedGamesVisibleMean: round(mean(updates.map((u) => u.changedGamesVisible))),
      changedGamesNearMean: round(mean(updates.map((u) => u.changedGamesNear))),
      rowsRerenderedUnchangedTotal: updates.reduce((sum, u) => sum + u.rowsRerenderedUnchanged, 0),
      longestTaskMs: max(updates.map((u) => u.longestTaskMs)),
      scriptMsMean: round(mean(updates.map((u) => u.scriptMs))),
      scriptMsMax: max(updates.map((u) => u.scriptMs)),
      appScriptMsMean: round(mean(updates.map((u) => u.appScriptMs))),
      commitsBetweenMean: round(mean(updates.map((u) => u.commitsBetween))),
      taskMsMean: round(mean(updates.map((u) => u.taskMs))),
      probeMsMean: round(mean(updates.map((u) => u.probeMs)), 2),
    };
    const aims = [
      {
        aim: 'one React commit per update',
        value: `${summary.commitsMean} mean, ${summary.commitsMax} max`,
        pass: summary.commitsMax <= AIM.commitsPerUpdate,
      },
      {
        aim: 're-rendered rows close to changed visible rows (none unchanged; none beyond two screens of the viewport)',
        value: `${summary.rowsRerenderedMean} re-rendered vs ${summary.changedGamesVisibleMean} changed visible, ${summary.changedGamesNearMean} within two screens, ${summary.changedGamesInDomMean} in the DOM; ${summary.rowsRerenderedUnchangedTotal} unchanged in all`,
        pass: summary.rowsRerenderedUnchangedTotal === 0 && summary.rowsRerenderedMean <= summary.changedGamesNearMean,
      },
      {
        aim: `no task over ${AIM.longTaskMs} ms`,
        value: `${summary.longestTaskMs} ms longest`,
        pass: summary.longestTaskMs <= AIM.longTaskMs,
      },
    ];
    const result = {
      benchmark: 'live-screen',
      date: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model ?? 'unknown',
        cpuCount: cpus().length,
        memoryGiB: round(totalmem() / 2 ** 30),
        os: `${platform()} ${release()}`,
        node: process.version,
        chromium: chromiumVersion,
        /** 1, 5 and 15 minute load averages when the run started and ended. */
        loadAverage: { start: loadAtStart, end: loadavg().map((value) => round(value, 2)) },
      },
      settings: {
        path: LIVE_PATH,
        games: feed.gameCount(),
        outcomes: feed.marketCount(),
        updates: UPDATES,
        changeShare: CHANGE_SHARE,
        cpuThrottlingRate: CPU_RATE,
        viewport: VIEWPORT,
        polls: 'fake clock (page.clock), paused; advanced in 1 s steps until the live list polls',
        quietMs: QUIET_MS,
      },
      load: {
        firstRowsMs: firstRowsMs,
        rowsInDom: rows,
        commits: loadWindow.commits,
        longestTaskMs: round(max(loadWindow.longTasksMs)),
        scriptMs: round(loadMetrics.script),
        taskMs: round(loadMetrics.task),
        feedCalls: { ...routes.seen },
      },
      heap: { afterLoadMiB: round(heapAfterLoad / 2 ** 20, 2), afterUpdatesMiB: round(heapAfterUpdates / 2 ** 20, 2) },
      summary,
      aims,
      updates,
      scripts: { home: { path: HOME_PATH, ...homeScripts }, live: { path: LIVE_PATH, ...liveScripts } },
    };
    mkdirSync(RESULTS, { recursive: true });
    if (TRACE.size) {
      // Traced windows run slower: their figures go apart and leave the run's results alone.
      writeFileSync(join(RESULTS, 'live-screen-trace.json'), `${JSON.stringify({ ...result, traces }, null, 2)}\n`);
      process.stdout.write(`${JSON.stringify(traces, null, 2)}\n`);
      return;
    }
    writeFileSync(join(RESULTS, 'live-screen.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(RESULTS, 'live-screen.md'), markdown(result));
    process.stdout.write(markdown(result));
  } finally {
    await browser?.close();
    stopSandbox(sandbox);
  }
}

/** "497 rows / 1146 elements; 0 rows / 3 elements (span.up, …)" */
function describeCommits(details: readonly CommitDetail[]): string {
  return details
    .map(
      (detail) =>
        `${detail.rows} rows / ${detail.elements} elements${detail.samples.length ? ` (${detail.samples.join(', ')})` : ''}`,
    )
    .join('; ');
}

const kib = (bytes: number) => `${round(bytes / 1024)} KiB`;

function markdown(result: {
  date: string;
  machine: {
    cpu: string;
    cpuCount: number;
    memoryGiB: number;
    os: string;
    node: string;
    chromium: string;
    loadAverage: { start: number[]; end: number[] };
  };
  settings: {
    games: number;
    outcomes: number;
    updates: number;
    changeShare: number;
    cpuThrottlingRate: number;
    viewport: { width: number; height: number };
  };
  load: { firstRowsMs: number; rowsInDom: number; commits: number; longestTaskMs: number; scriptMs: number };
  heap: { afterLoadMiB: number; afterUpdatesMiB: number };
  aims: { aim: string; value: string; pass: boolean }[];
  updates: UpdateFigures[];
  summary: Record<string, number>;
  scripts: Record<'home' | 'live', { path: string; files: ScriptSize[]; total: Omit<ScriptSize, 'url'> }>;
}): string {
  const { machine, settings, load, heap, summary } = result;
  const lines = [
    '# Live-screen benchmark',
    '',
    `${result.date}: ${machine.cpu}, ${machine.cpuCount} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}.`,
    `Load average (1, 5, 15 min): ${machine.loadAverage.start.join(', ')} at the start, ${machine.loadAverage.end.join(', ')} at the end.`,
    `${settings.games} live games, ${settings.outcomes} outcomes; ${settings.updates} updates, each moving ${settings.changeShare * 100}% of the coefficients; CPU slowed ${settings.cpuThrottlingRate}x; viewport ${settings.viewport.width}x${settings.viewport.height}.`,
    '',
    '| aim | measured | |',
    '|---|---|---|',
    ...result.aims.map((aim) => `| ${aim.aim} | ${aim.value} | ${aim.pass ? 'pass' : 'over'} |`),
    '',
    `What the commits of update 1 re-rendered: ${describeCommits(result.updates[0]?.commitDetails ?? [])}.`,
    `Script time per update: ${summary['scriptMsMean']} ms mean, ${summary['scriptMsMax']} ms max (task time ${summary['taskMsMean']} ms mean; the probe's own tree walk ${summary['probeMsMean']} ms of it).`,
    `Load: first rows after ${load.firstRowsMs} ms (${load.rowsInDom} rows in the DOM once quiet), ${load.commits} commits, longest task ${load.longestTaskMs} ms, script ${load.scriptMs} ms.`,
    `JS heap used: ${heap.afterLoadMiB} MiB after load, ${heap.afterUpdatesMiB} MiB after the updates (after a forced GC).`,
    '',
    '| update | changed outcomes | changed games (in DOM / near / visible) | commits | rows re-rendered (unchanged) | longest task ms | script ms | task ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...result.updates.map(
      (u) =>
        `| ${u.update} | ${u.changedMarkets} | ${u.changedGames} (${u.changedGamesInDom} / ${u.changedGamesNear} / ${u.changedGamesVisible}) | ${u.commits} | ${u.rowsRerendered} (${u.rowsRerenderedUnchanged}) | ${u.longestTaskMs} | ${u.scriptMs} | ${u.taskMs} |`,
    ),
    '',
    '| JavaScript loaded | files | raw | gzip -9 | brotli 11 |',
    '|---|---:|---:|---:|---:|',
    ...(['home', 'live'] as const).map((key) => {
      const scripts = result.scripts[key];
      return `| ${scripts.path} | ${scripts.files.length} | ${kib(scripts.total.raw)} | ${kib(scripts.total.gzip)} | ${kib(scripts.total.brotli)} |`;
    }),
    '',
    'Run: `npx nx run @bet/web:build && npx tsx tools/bench/live-screen.ts` (figures and per-file sizes in live-screen.json).',
    '',
  ];
  return lines.join('\n');
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
