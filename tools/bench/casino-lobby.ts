/**
 * The casino lobby (issue 14 "Speed"): a lobby of 2,000 games draws its first screen without
 * waiting for the rest, images only near the viewport, fixed tiles, search answers drawn without
 * blocking input. Debian's Chromium at 4x CPU slowdown (CDP) on the slots lobby and the casino
 * search, against the sandbox serving the built app. It records:
 *
 * - LCP of the slots lobby (`largest-contentful-paint`), the longest task while it loads and while
 *   the player types (`longtask`), the layout shift of the lobby (CLS);
 * - image bytes and requests before the first scroll, and the tiles drawn;
 * - the time from the last typed character to the drawn results (the 300 ms debounce included, and
 *   without it).
 *
 *   npx tsx tools/bench/casino-lobby.ts            # 3 runs; results/casino-lobby.json and .md
 *   npx tsx tools/bench/casino-lobby.ts --quick    # 1 run, figures to reports/bench/
 *
 * Serves the built web app: run `npx nx build @bet/web` first. BENCH_PORT (4480; it and the three
 * after it), BENCH_RUNS. The casino's calls answer from a catalogue of 2,000 games made here
 * (`BENCH_STUB=0` asks the sandbox's own catalogue instead, whose slots are fewer); thumbnails are SVGs
 * of about 1.5 KB. Exits 1 when the lobby never shows its games; the figures fail nothing.
 */
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { gamesFixture } from '@bet/casino/testing';
import { CASINO_CATEGORIES } from '@bet/contract';
// The same Chromium as the e2e suite (as live-memory.ts takes it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromium';
import { startSandbox } from '../chaos/sandbox-process';
import { jsonText, runScript, writeFigures } from '../script-run';

const quick = process.argv.includes('--quick');
const runs = quick ? 1 : Number(process.env['BENCH_RUNS'] ?? 3);
const stub = process.env['BENCH_STUB'] !== '0';
const GAMES = 2000;
const CPU_SLOWDOWN = 4;
/** The casino search's debounce (libs/casino/core SEARCH_DEBOUNCE_MS). */
const DEBOUNCE_MS = 300;
const QUERY = 'reels 12';

function thumbnail(id: number): string {
  const hue = (id * 37) % 360;
  const circles = Array.from(
    { length: 12 },
    (_, index) =>
      `<circle cx="${(index * 17) % 200}" cy="${(index * 29) % 150}" r="${10 + index}" fill="hsl(${(hue + index * 20) % 360} 70% 50%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="150" viewBox="0 0 200 150"><rect width="200" height="150" fill="hsl(${hue} 40% 20%)"/>${circles}<text x="10" y="140" fill="#fff" font-size="14">Game ${id}</text></svg>`;
}

/** 2,000 slots of one studio, as the client's tests make them. */
const catalogue = gamesFixture(GAMES, 1, { provider: 'nebula-play', providerName: 'Nebula Play' });

/** The casino calls the client makes, answered from `catalogue` (the contract's shapes). */
async function answer(route: Route) {
  const url = new URL(route.request().url());
  const path = url.pathname.replace('/web-api/casino', '');
  const json = (body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  if (path.startsWith('/thumbnails/')) {
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: thumbnail(Number.parseInt(path.slice(12), 10)),
    });
  }
  if (path === '/lobby') {
    // Every section, as the sandbox's lobby has them (the navs take their size before the answer).
    return json({
      categories: CASINO_CATEGORIES.map((slug) =>
        slug === 'slots'
          ? { slug, gameCount: GAMES, subcategories: [{ slug: 'classic', gameCount: GAMES }] }
          : { slug, gameCount: 100, subcategories: [] },
      ),
      providers: [{ slug: 'nebula-play', name: 'Nebula Play', gameCount: GAMES }],
    });
  }
  if (path === '/games') {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 60);
    return json({ total: GAMES, items: catalogue.slice(offset, offset + limit) });
  }
  if (path === '/search') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return json({ games: catalogue.filter((item) => item.name.toLowerCase().includes(q)).slice(0, 60), providers: [] });
  }
  return route.fulfill({ status: 404, contentType: 'application/json', body: '{"errors":[{"code":"not_found"}]}' });
}

/** Observers set before the page's scripts: LCP, long tasks, layout shifts, the search's timing. */
function observe() {
  const bench = { lcp: 0, longTasks: [] as { start: number; duration: number }[], cls: 0, lastKey: 0, drawn: 0 };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) bench.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('keydown', () => (bench.lastKey = performance.now()), true);
}

interface Bench {
  lcp: number;
  longTasks: { start: number; duration: number }[];
  cls: number;
  lastKey: number;
  drawn: number;
}

const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

interface RunFigures {
  lcpMs: number;
  cls: number;
  longestTaskLoadMs: number;
  tilesDrawn: number;
  imageRequestsBeforeScroll: number;
  imageBytesBeforeScroll: number;
  queryToResultsMs: number;
  queryToResultsWithoutDebounceMs: number;
  longestTaskTypingMs: number;
}

async function run(browser: Browser, base: string): Promise<RunFigures> {
  const page = await browser.newPage({ baseURL: base, locale: 'en-US', viewport: { width: 1366, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observe);
    if (stub) await page.route('**/web-api/casino/**', answer);
    let scrolled = false;
    let imageRequests = 0;
    let imageBytes = 0;
    page.on('requestfinished', (request) => {
      if (scrolled || request.resourceType() !== 'image') return;
      imageRequests += 1;
      void request
        .response()
        .then((response) => response?.body())
        .then((body) => (imageBytes += body?.length ?? 0))
        .catch(() => undefined);
    });
    await page.goto('/en/slots');
    const list = page.getByRole('list', { name: 'Games' });
    await list.waitFor({ timeout: 60_000 });
    // The site keeps polling (the feeds), so no network idle: the first screen's images come within this.
    await page.waitForTimeout(3000);
    const tilesDrawn = await list.getByRole('listitem').count();
    const loaded = await readBench(page);
    scrolled = true;
    await page.mouse.wheel(0, 3000);

    await page.goto('/en/casino-search');
    const field = page.getByRole('searchbox', { name: 'Game or provider' });
    await field.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(500);
    const before = (await readBench(page)).longTasks.length;
    // The results are drawn when the list holds the answer of the whole query.
    await page.evaluate((query) => {
      const bench = (window as unknown as { __bench: Bench }).__bench;
      new MutationObserver((_records, observer) => {
        const heading = [...document.querySelectorAll('h2')].find((item) => item.textContent?.includes(`“${query}”`));
        const results = document.querySelector('ul[aria-label="Search results"] li');
        if (heading && results) {
          bench.drawn = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, QUERY);
    await field.pressSequentially(QUERY, { delay: 60 });
    await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.drawn > 0, undefined, {
      timeout: 30_000,
    });
    const typed = await readBench(page);
    const typingTasks = typed.longTasks.slice(before);
    const queryToResults = typed.drawn - typed.lastKey;
    return {
      lcpMs: Math.round(loaded.lcp),
      cls: Math.round(loaded.cls * 1000) / 1000,
      longestTaskLoadMs: Math.round(Math.max(0, ...loaded.longTasks.map((task) => task.duration))),
      tilesDrawn,
      imageRequestsBeforeScroll: imageRequests,
      imageBytesBeforeScroll: imageBytes,
      queryToResultsMs: Math.round(queryToResults),
      queryToResultsWithoutDebounceMs: Math.round(queryToResults - DEBOUNCE_MS),
      longestTaskTypingMs: Math.round(Math.max(0, ...typingTasks.map((task) => task.duration))),
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<number> {
  const sandbox = await startSandbox(Number(process.env['BENCH_PORT'] ?? 4480));
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const all: RunFigures[] = [];
    for (let index = 0; index < runs; index += 1) {
      const figures = await run(browser, sandbox.base);
      console.log(`casino lobby run ${index + 1}: ${JSON.stringify(figures)}`);
      all.push(figures);
    }
    const keys = Object.keys(all[0] ?? {}) as (keyof RunFigures)[];
    const medians = Object.fromEntries(keys.map((key) => [key, median(all.map((figures) => figures[key]))]));
    const result = {
      run: quick ? 'quick' : 'full',
      date: new Date().toISOString().slice(0, 10),
      chromium: browser.version(),
      cpuSlowdown: CPU_SLOWDOWN,
      games: GAMES,
      catalogue: stub ? 'made by the benchmark (BENCH_STUB)' : 'the sandbox',
      medians,
      runs: all,
    };
    writeFigures('bench', quick, {
      'casino-lobby.json': jsonText(result),
      ...(quick
        ? {}
        : {
            'casino-lobby.md': [
              `# Casino lobby, ${result.date} (Chromium ${result.chromium}, ${CPU_SLOWDOWN}x CPU slowdown, median of ${runs})`,
              '',
              '| figure | value |',
              '| ------ | ----- |',
              ...keys.map((key) => `| ${key} | ${medians[key]} |`),
              '',
            ].join('\n'),
          }),
    });
    console.log(`casino lobby: ${JSON.stringify(medians)}`);
    return 0;
  } finally {
    await browser?.close();
    sandbox.stop();
  }
}

runScript(main);
