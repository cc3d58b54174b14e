/**
 * The live page under faults (issue 17, tools/chaos/README.md "Live page"): Chromium on the live
 * football page while the sandbox answers 10% 5xx, 5% late and 2% out of order and the simulator
 * moves the games; then a full outage and the recovery. Checked: no uncaught error or unhandled
 * rejection in the page, every repeated request within its poll rule (poll-gaps.ts), and the
 * out-of-date marker within two intervals of the feed failing and gone within two of it
 * recovering.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import {
  DEFAULT_SANDBOX_FAULTS,
  fetchUserId,
  getAppVersion,
  getLineGame,
  getLineGames,
  getLineMenu,
  getLiveMedia,
  getMaintenance,
  setSandboxFaults,
  stepSimulator,
  type Game,
  type SandboxFaults,
} from '@bet/contract';
import { MAINTENANCE_POLL_MS } from '@bet/maintenance';
import { MEDIA_REFRESH_MS, MEDIA_RETRY_FIRST_MS } from '@bet/media';
import { SESSION_CHECK_INTERVAL_MS, SESSION_CHECK_RETRY_DELAY_MS } from '@bet/session';
import { APP_VERSION_CHECK_MS } from '@bet/site';
import { refreshInterval, type FeedRequest } from '@bet/sportsbook';
// The same Chromium and flags as the e2e suite (as tools/bench/live-screen.ts takes them).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromium';
import { ChaosBrowser } from './http-client';
import { checkPollGaps, type KeyFigures, type PollRule, type RequestRecord } from './poll-gaps';

/** The faults of the placement chaos: 10% 5xx (half before, half after the call ran), 5% held, 2% out of order. */
export const LIVE_PAGE_FAULTS: Partial<SandboxFaults> = {
  errorRate: 0.05,
  errorAfterRate: 0.05,
  timeoutRate: 0.05,
  // Longer than the live list's interval, so a held answer makes the feed late.
  timeoutHoldMs: 12_000,
  outOfOrderRate: 0.02,
  outOfOrderMaxMs: 3_000,
};

const LIVE_PATH = '/en/home/live/sports/1-football';
const FOOTBALL = 1;
/** What the out-of-date marker of the odds (and of the sports menu) says in English (issue 17). */
const ODDS_MARKER = 'The odds shown may be out of date.';
const MENU_MARKER = 'The list of sports may be out of date.';
/** The browser reports a request a little before or after the page's own timer sees it. */
const TOLERANCE_MS = 150;
const SIMULATOR_STEP_MS = 2_000;

export interface LivePageChaosOptions {
  base: string;
  /** How long the page runs under the faults (half on the list, half on a game page). */
  underFaultsMs: number;
  log: (line: string) => void;
}

export interface MarkerTiming {
  /** The bound: two poll intervals of the feed. */
  boundMs: number;
  /** From the faults switching on to the marker showing, or off to it going; null: never, within the bound. */
  appearedAfterMs: number | null;
  goneAfterMs: number | null;
}

export interface LivePageChaosFigures {
  faults: Partial<SandboxFaults>;
  underFaultsMs: number;
  requests: { total: number; failed: number; unanswered: number };
  keys: KeyFigures[];
  pageErrors: string[];
  consoleErrors: number;
  simulatorSteps: number;
  /** Share of one-second samples under the faults with the odds marker shown. */
  oddsMarkerShownShare: number;
  outage: { odds: MarkerTiming; menu: MarkerTiming };
  violations: string[];
  passed: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A request's poll rule, from the intervals the libraries poll at (spec 02 §9 and the README's). */
function pollRules(games: ReadonlyMap<number, Game>) {
  const feed = (request: FeedRequest, subject?: { sportId: number; champIds: number[] }): PollRule => ({
    interval: refreshInterval(request, subject),
    source: `spec 02 §9 ${request.kind}${'section' in request ? ` ${request.section}` : ''}`,
  });
  return (key: string): PollRule | undefined => {
    const [, address = ''] = key.split(' ');
    const url = new URL(address, 'http://chaos');
    const query = url.searchParams;
    const section = query.get('section') === 'line' ? 'line' : 'live';
    const ids = (name: string) => query.get(name)?.split(',').map(Number);
    switch (url.pathname) {
      case getLineMenu.path:
        return feed({ kind: 'menu', section });
      case getLineGames.path: {
        const sportId = query.has('sportId') ? Number(query.get('sportId')) : undefined;
        return feed({ kind: 'games', section, sportId, champIds: ids('champIds') });
      }
      case getLineGame.path: {
        const game = games.get(Number(query.get('gameId')));
        if (!game) return undefined;
        const request: FeedRequest = { kind: 'game', gameId: game.id, section: game.status === 2 ? 'live' : 'line' };
        return feed(request, { sportId: game.sportId, champIds: [game.champId] });
      }
      case getLiveMedia.path:
        return {
          interval: MEDIA_REFRESH_MS,
          afterFailure: MEDIA_RETRY_FIRST_MS,
          source: 'spec 02 §9 media; @bet/media retry',
        };
      case getAppVersion.path:
        return { interval: APP_VERSION_CHECK_MS, source: 'spec 02 §4 application version check' };
      case getMaintenance.path:
        return { interval: MAINTENANCE_POLL_MS, source: 'spec 02 §9 maintenance poll' };
      case fetchUserId.path:
        return {
          interval: SESSION_CHECK_INTERVAL_MS,
          afterFailure: SESSION_CHECK_RETRY_DELAY_MS,
          source: 'spec 02 §9 session poll, §7 its retries',
        };
      default:
        return undefined;
    }
  };
}

/** Records every request of the page to the sandbox's API (not the app's own files). */
function recordRequests(page: Page, base: string): RequestRecord[] {
  const records: RequestRecord[] = [];
  const open = new Map<object, RequestRecord>();
  const isApi = (url: string) => {
    const address = new URL(url);
    return address.origin === base && /^\/[a-z-]+-api\//.test(address.pathname);
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    const record: RequestRecord = {
      method: request.method(),
      url: request.url(),
      start: Date.now(),
      end: undefined,
      failed: false,
    };
    records.push(record);
    open.set(request, record);
  });
  page.on('requestfinished', async (request) => {
    const record = open.get(request);
    if (!record) return;
    record.end = Date.now();
    open.delete(request);
    // The browser's own times where it has them: the events reach us a few milliseconds late.
    const timing = request.timing();
    if (timing.startTime > 0 && timing.responseEnd >= 0) {
      record.start = timing.startTime;
      record.end = timing.startTime + timing.responseEnd;
    }
    const response = await request.response().catch(() => null);
    record.failed = !response || response.status() >= 400;
  });
  page.on('requestfailed', (request) => {
    const record = open.get(request);
    if (!record) return;
    record.end = Date.now();
    record.failed = true;
    open.delete(request);
  });
  return records;
}

/** Waits for the marker to reach `state` within `boundMs` of `since`; the time it took, or null. */
async function markerTime(marker: Locator, state: 'visible' | 'hidden', since: number, boundMs: number) {
  try {
    await marker.waitFor({ state, timeout: Math.max(0, since + boundMs - Date.now()) });
    return Date.now() - since;
  } catch {
    return null;
  }
}

export async function runLivePageChaos(options: LivePageChaosOptions): Promise<LivePageChaosFigures> {
  const { base, log } = options;
  const control = new ChaosBrowser(base, 'control');
  const setFaults = (faults: Partial<SandboxFaults>) =>
    control.ok(setSandboxFaults.method, setSandboxFaults.path, { ...DEFAULT_SANDBOX_FAULTS, ...faults });
  await control.ok('POST', '/sandbox-api/control/reset');
  const line = await control.ok<{ games: Game[] }>(
    'GET',
    `${getLineGames.path}?section=live&sportId=${FOOTBALL}&lang=en`,
  );
  const games = new Map(line.games.map((game) => [game.id, game]));
  const target = line.games[0];
  if (!target) throw new Error('The sandbox has no live football game');

  let browser: Browser | undefined;
  let simulator: ReturnType<typeof setInterval> | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
    const pageErrors: string[] = [];
    // Unhandled rejections and uncaught errors, as the page itself hears of them.
    await context.exposeBinding('__chaosPageError', (_source, text: string) => pageErrors.push(text));
    await context.addInitScript(() => {
      const report = (text: string) => (Reflect.get(window, '__chaosPageError') as (text: string) => void)(text);
      window.addEventListener('unhandledrejection', (event) => report(`unhandled rejection: ${String(event.reason)}`));
      window.addEventListener('error', (event) => report(`uncaught error: ${event.message}`));
    });
    const page = await context.newPage();
    let consoleErrors = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors += 1;
    });
    const records = recordRequests(page, base);
    const breaks: number[] = [];
    const oddsMarker = page.getByRole('status').filter({ hasText: ODDS_MARKER });
    const menuMarker = page.getByRole('status').filter({ hasText: MENU_MARKER });

    breaks.push(Date.now());
    await page.goto(LIVE_PATH);
    const row = page.locator(`li[data-game-id="${target.id}"]`);
    await row.waitFor();

    let simulatorSteps = 0;
    simulator = setInterval(() => {
      simulatorSteps += 1;
      void control.call(stepSimulator.method, stepSimulator.path, { steps: 1 });
    }, SIMULATOR_STEP_MS);

    log(`under faults for ${Math.round(options.underFaultsMs / 1000)} s: ${JSON.stringify(LIVE_PAGE_FAULTS)}`);
    await setFaults(LIVE_PAGE_FAULTS);
    const faultsFrom = Date.now();
    let samples = 0;
    let shown = 0;
    let onGamePage = false;
    while (Date.now() - faultsFrom < options.underFaultsMs) {
      if (!onGamePage && Date.now() - faultsFrom >= options.underFaultsMs / 2) {
        // Half time: the game's own page (its feed polls at the game interval), as a player opens it.
        // A visitor is offered registration after a minute (spec 01 §4 registration reminder): closed first.
        const dialog = page.getByRole('dialog').first();
        if (await dialog.isVisible()) {
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
        breaks.push(Date.now());
        await row.getByRole('link').first().click();
        onGamePage = true;
      }
      samples += 1;
      if ((await oddsMarker.count()) > 0) shown += 1;
      await sleep(1_000);
    }
    breaks.push(Date.now());
    await page.goto(LIVE_PATH);
    await setFaults({});
    await row.waitFor();
    await oddsMarker.waitFor({ state: 'hidden' });

    // The outage: every API call fails. The markers come within two intervals, and go within two once it is over.
    const listInterval = refreshInterval({ kind: 'games', section: 'live', sportId: FOOTBALL });
    const menuInterval = refreshInterval({ kind: 'menu', section: 'live' });
    log('outage: every call answers 500');
    await setFaults({ errorRate: 1 });
    const down = Date.now();
    const [oddsDown, menuDown] = await Promise.all([
      markerTime(oddsMarker, 'visible', down, 2 * listInterval),
      markerTime(menuMarker, 'visible', down, 2 * menuInterval),
    ]);
    log('recovery: the faults are off');
    await setFaults({});
    const up = Date.now();
    const [oddsUp, menuUp] = await Promise.all([
      markerTime(oddsMarker, 'hidden', up, 2 * listInterval),
      markerTime(menuMarker, 'hidden', up, 2 * menuInterval),
    ]);
    clearInterval(simulator);
    simulator = undefined;
    // Let the polls under way end, so every request has its end.
    await sleep(1_000);
    const end = Date.now();
    await context.close();

    const outage = {
      odds: { boundMs: 2 * listInterval, appearedAfterMs: oddsDown, goneAfterMs: oddsUp },
      menu: { boundMs: 2 * menuInterval, appearedAfterMs: menuDown, goneAfterMs: menuUp },
    };
    const gaps = checkPollGaps(
      records.filter((record) => record.start < end),
      pollRules(games),
      breaks,
      TOLERANCE_MS,
    );
    const violations = [
      ...pageErrors.map((text) => `the page had an ${text}`),
      ...gaps.violations,
      ...Object.entries(outage).flatMap(([name, timing]) => [
        ...(timing.appearedAfterMs === null
          ? [`the ${name} marker did not show within ${timing.boundMs} ms of the outage`]
          : []),
        ...(timing.goneAfterMs === null
          ? [`the ${name} marker did not go within ${timing.boundMs} ms of the recovery`]
          : []),
      ]),
    ];
    return {
      faults: LIVE_PAGE_FAULTS,
      underFaultsMs: options.underFaultsMs,
      requests: {
        total: records.length,
        failed: records.filter((record) => record.failed).length,
        unanswered: records.filter((record) => record.end === undefined).length,
      },
      keys: gaps.keys,
      pageErrors,
      consoleErrors,
      simulatorSteps,
      oddsMarkerShownShare: samples === 0 ? 0 : Math.round((shown / samples) * 1000) / 1000,
      outage,
      violations,
      passed: violations.length === 0,
    };
  } finally {
    if (simulator) clearInterval(simulator);
    await browser?.close();
  }
}
