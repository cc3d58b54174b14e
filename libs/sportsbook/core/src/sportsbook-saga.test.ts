import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedKey, type FeedRequest } from './feed-request';
import { PAGE_LEAVE_PAUSE_MS, selectIsPageAway } from '@bet/platform';
import { createMemoryStorage } from '@bet/platform/testing';
import { FEED_RELEASE_DELAY_MS, refreshInterval } from './refresh-intervals';
import { DEFAULT_BETTING_SETTINGS, isFeedStale } from './sportsbook-state';
import { selectBettingSettings, selectFeedStatus, selectGameById, selectListGameIds } from './selectors';
import { BETTING_SETTINGS_STORAGE_KEY } from './settings-saga';
import {
  bettingSettingsChanged,
  bettingTypeChanged,
  feedRefreshRequested,
  feedSubscribed,
  feedUnsubscribed,
  timeFilterChanged,
} from './sportsbook-slice';
import {
  createSportsbookHarness,
  deferred,
  httpFailure,
  makeChamp,
  makeExpressOfTheDay,
  makeGame,
  makeGameList,
  makeSport,
} from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const CALL_OF = {
  menu: 'getLineMenu',
  games: 'getLineGames',
  game: 'getLineGame',
  top: 'getTopGames',
  expressOfTheDay: 'getExpressOfTheDay',
  cyber: 'getCyberDashboard',
  team: 'getTeam',
} as const;

const LIVE: FeedRequest = { kind: 'games', section: 'live' };

/** The sportsbook as the app runs it (createSportsbookHarness), with every feed call answered by default. */
function start(options: Parameters<typeof createSportsbookHarness>[0] = {}) {
  const harness = createSportsbookHarness(options);
  const list = makeGameList([makeGame(1), makeGame(2)], 1);
  for (const name of ['getLineGames', 'getLineGame', 'getTopGames', 'getCyberDashboard'])
    harness.feedApi.answer(name, () => list);
  harness.feedApi.answer('getLineMenu', (query) => ({
    section: query['section'],
    sports: [makeSport(1)],
    champs: [makeChamp(10, 1)],
  }));
  harness.feedApi.answer('getExpressOfTheDay', () => makeExpressOfTheDay([makeGame(1)]));
  const t0 = Date.now();
  /** Times of the calls to one endpoint, relative to the start. */
  const callTimes = (name: string) => harness.feedApi.callsTo(name).map((call) => call.at - t0);
  const subscribe = (request: FeedRequest) => harness.store.dispatch(feedSubscribed({ request }));
  const unsubscribe = (request: FeedRequest) => harness.store.dispatch(feedUnsubscribed({ request }));
  return { ...harness, callTimes, subscribe, unsubscribe };
}

describe('polling at the spec 02 §9 intervals', () => {
  it.each<FeedRequest>([
    { kind: 'menu', section: 'line' },
    { kind: 'menu', section: 'live' },
    { kind: 'games', section: 'live', sportId: 1 },
    { kind: 'game', gameId: 1, section: 'line' },
    { kind: 'game', gameId: 1, section: 'live' },
    { kind: 'top', section: 'line' },
    { kind: 'top', section: 'live' },
    { kind: 'expressOfTheDay' },
    { kind: 'cyber', section: 'line' },
    { kind: 'cyber', section: 'live', cyberTypeId: 2 },
  ])('%j: at once, then every interval', async (request) => {
    const h = start();
    const interval = refreshInterval(request);
    h.subscribe(request);
    await tick(0);
    await tick(3 * interval - 1);
    expect(h.callTimes(CALL_OF[request.kind])).toEqual([0, interval, 2 * interval]);
    expect(selectFeedStatus(h.store.getState(), request).status).toBe('ready');
    h.task.cancel();
  });

  it('a live table tennis game polls every 3000 ms once its first answer says its sport (spec 02 §9 overrides)', async () => {
    const h = start();
    h.feedApi.answer('getLineGame', () => makeGameList([makeGame(9, { sportId: 6, champId: 601 })], 1));
    h.subscribe({ kind: 'game', gameId: 9, section: 'live' });
    await tick(0);
    await tick(3 * 3_000 - 1);
    expect(h.callTimes('getLineGame')).toEqual([0, 3_000, 6_000]);
    h.task.cancel();
  });

  it('sends the request as the contract query, `since` the applied version and the language', async () => {
    const h = start({ language: () => 'en' });
    h.feedApi.answer('getLineGames', () => makeGameList([makeGame(1)], 42));
    h.subscribe({ kind: 'games', section: 'line', champIds: [7, 3, 7], timeFilter: 'upcoming' });
    await tick(0);
    await tick(10_000);
    expect(h.feedApi.callsTo('getLineGames').map((call) => call.query)).toEqual([
      { section: 'line', champIds: '3,7', timeFilter: 'upcoming', lang: 'en' },
      { section: 'line', champIds: '3,7', timeFilter: 'upcoming', since: 42, lang: 'en' },
    ]);
    h.task.cancel();
  });

  it('asks for everything again (no `since`) once the language has changed', async () => {
    let language = 'ru';
    const h = start({ language: () => language });
    h.subscribe(LIVE);
    await tick(0);
    language = 'en';
    await tick(10_000);
    await tick(10_000);
    expect(h.feedApi.callsTo('getLineGames').map((call) => [call.query['lang'], call.query['since']])).toEqual([
      ['ru', undefined],
      ['en', undefined],
      ['en', 1],
    ]);
    h.task.cancel();
  });

  it('applies each answer with one store notification (one React commit per update)', async () => {
    const h = start();
    h.subscribe(LIVE);
    await tick(0);
    let notifications = 0;
    const stop = h.store.subscribe(() => void (notifications += 1));
    await tick(10_000);
    stop();
    expect(h.callTimes('getLineGames')).toHaveLength(2);
    expect(notifications).toBe(1);
    h.task.cancel();
  });

  it('applies an answer only after giving the browser a turn, when the app gives a way to (issue 16)', async () => {
    const turns: ReturnType<typeof deferred<void>>[] = [];
    const h = start({
      yieldToMain: () => {
        const turn = deferred<void>();
        turns.push(turn);
        return turn.promise;
      },
    });
    h.subscribe(LIVE);
    await tick(0);
    expect(h.callTimes('getLineGames')).toEqual([0]);
    expect(turns).toHaveLength(1);
    expect(selectGameById(h.store.getState(), 1)).toBeUndefined();
    turns[0]?.resolve();
    await tick(0);
    expect(selectGameById(h.store.getState(), 1)).toBeDefined();
    h.task.cancel();
  });

  it('a refresh request polls at once and the interval restarts from there', async () => {
    const h = start();
    h.subscribe(LIVE);
    await tick(3_000);
    h.store.dispatch(feedRefreshRequested({ request: { kind: 'games', section: 'live', gameIds: [] } }));
    await tick(0);
    await tick(10_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 3_000, 13_000]);
    h.task.cancel();
  });
});

describe('subscriptions are counted', () => {
  it('two subscribers share one poll; it stops only when the last one leaves', async () => {
    const h = start();
    h.subscribe(LIVE);
    h.subscribe({ kind: 'games', section: 'live' });
    await tick(10_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 10_000]);
    h.unsubscribe(LIVE);
    await tick(10_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 10_000, 20_000]);
    h.unsubscribe(LIVE);
    await tick(60_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 10_000, 20_000]);
    h.task.cancel();
  });

  it('the data of an ended feed is released a moment later, not while someone asks for it again', async () => {
    const h = start();
    h.subscribe(LIVE);
    await tick(0);
    expect(selectListGameIds(h.store.getState(), LIVE)).toEqual([1, 2]);

    h.unsubscribe(LIVE);
    await tick(FEED_RELEASE_DELAY_MS - 1);
    h.subscribe(LIVE);
    await tick(0);
    // Kept: the new poll continues from the kept version.
    expect(h.feedApi.callsTo('getLineGames').map((call) => call.query['since'])).toEqual([undefined, 1]);
    await tick(FEED_RELEASE_DELAY_MS);
    expect(selectGameById(h.store.getState(), 1)).toBeDefined();

    h.unsubscribe(LIVE);
    await tick(FEED_RELEASE_DELAY_MS);
    expect(h.store.getState().sportsbook.feeds).toEqual({});
    expect(h.store.getState().sportsbook.games.ids).toEqual([]);
    expect(h.store.getState().sportsbook.markets.ids).toEqual([]);
    h.task.cancel();
  });
});

describe('never overlapping, dropping stale answers', () => {
  it('a slow answer delays the next poll instead of stacking calls', async () => {
    const h = start();
    const slow = deferred<unknown>();
    h.feedApi.answer('getLineGames', () => slow.promise);
    h.subscribe(LIVE);
    await tick(35_000);
    expect(h.callTimes('getLineGames')).toEqual([0]);
    expect(selectFeedStatus(h.store.getState(), LIVE).status).toBe('loading');
    h.feedApi.answer('getLineGames', () => makeGameList([makeGame(1)], 2));
    slow.resolve(makeGameList([makeGame(1)], 1));
    await tick(10_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 45_000]);
    h.task.cancel();
  });

  it('an answer arriving after the subscription ended is ignored (and the call aborted)', async () => {
    const h = start();
    const slow = deferred<unknown>();
    h.feedApi.answer('getLineGames', () => slow.promise);
    h.subscribe(LIVE);
    await tick(1_000);
    h.unsubscribe(LIVE);
    slow.resolve(makeGameList([makeGame(1)], 1));
    await tick(0);
    expect(h.store.getState().sportsbook.games.ids).toEqual([]);
    expect(h.logs).toEqual([]);
    h.task.cancel();
  });

  it('an answer older than the applied version is dropped', async () => {
    const h = start();
    const answers = [
      makeGameList([makeGame(1, { version: 5, time: 900 })], 5),
      makeGameList([makeGame(1, { version: 3, time: 700 })], 3),
    ];
    h.feedApi.answer('getLineGames', () => answers.shift());
    h.subscribe(LIVE);
    await tick(0);
    await tick(10_000);
    expect(h.feedApi.callsTo('getLineGames')).toHaveLength(2);
    expect(h.store.getState().sportsbook.feeds[feedKey(LIVE)]?.version).toBe(5);
    expect(selectGameById(h.store.getState(), 1)?.time).toBe(900);
    h.task.cancel();
  });
});

describe('failures', () => {
  it('keep the data, show the error, retry an interval later (never sooner: issue 17) and recover', async () => {
    const h = start();
    let fail = false;
    h.feedApi.answer('getLineGames', () => {
      if (fail) throw httpFailure(503, 'Service unavailable');
      return makeGameList([makeGame(1)], 1);
    });
    h.subscribe(LIVE);
    await tick(0);
    fail = true;
    await tick(10_000);
    const failed = selectFeedStatus(h.store.getState(), LIVE);
    expect(failed).toMatchObject({ status: 'failed', error: 'Service unavailable', httpStatus: 503 });
    expect(selectListGameIds(h.store.getState(), LIVE)).toEqual([1]);
    expect(isFeedStale(failed)).toBe(true);
    // A failing server is asked no more often than a working one: every interval (10 s).
    await tick(30_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    fail = false;
    await tick(10_000);
    expect(selectFeedStatus(h.store.getState(), LIVE).status).toBe('ready');
    expect(isFeedStale(selectFeedStatus(h.store.getState(), LIVE))).toBe(false);
    await tick(10_000);
    expect(h.callTimes('getLineGames').slice(-2)).toEqual([50_000, 60_000]);
    expect(h.logs[0]).toMatchObject({ level: 'warn', details: { key: feedKey(LIVE), httpStatus: 503 } });
    h.task.cancel();
  });

  it('an answer later than one interval marks the data late until it comes; the next poll waits an interval after it', async () => {
    const h = start();
    h.subscribe(LIVE);
    await tick(0);
    const slow = deferred<unknown>();
    h.feedApi.answer('getLineGames', () => slow.promise);
    await tick(10_000 + 9_999);
    expect(selectFeedStatus(h.store.getState(), LIVE)).toMatchObject({ status: 'ready' });
    expect(isFeedStale(selectFeedStatus(h.store.getState(), LIVE))).toBe(false);
    await tick(1);
    expect(selectFeedStatus(h.store.getState(), LIVE)).toMatchObject({ status: 'ready', late: true });
    expect(isFeedStale(selectFeedStatus(h.store.getState(), LIVE))).toBe(true);
    expect(selectListGameIds(h.store.getState(), LIVE)).toEqual([1, 2]);
    h.feedApi.answer('getLineGames', () => makeGameList([makeGame(1)], 3));
    slow.resolve(makeGameList([makeGame(1)], 2));
    await tick(0);
    expect(isFeedStale(selectFeedStatus(h.store.getState(), LIVE))).toBe(false);
    await tick(10_000);
    expect(h.callTimes('getLineGames')).toEqual([0, 10_000, 30_000]);
    h.task.cancel();
  });
});

describe('page leave (spec 01 §4, spec 02 §9 "Page-leave pause | 30 s")', () => {
  const MENU: FeedRequest = { kind: 'menu', section: 'live' };

  it('polls pause 30 s after leaving and resume with a refresh at once on return', async () => {
    const h = start();
    h.subscribe(MENU);
    await tick(1_000);
    h.visibility.set(false);
    await tick(PAGE_LEAVE_PAUSE_MS - 1);
    expect(selectIsPageAway(h.store.getState())).toBe(false);
    await tick(1);
    // Live menu every 5 s: polled until the pause at 31 s.
    expect(h.callTimes('getLineMenu')).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000]);
    expect(selectIsPageAway(h.store.getState())).toBe(true);
    await tick(300_000);
    expect(h.callTimes('getLineMenu')).toHaveLength(7);
    h.visibility.set(true);
    await tick(0);
    expect(selectIsPageAway(h.store.getState())).toBe(false);
    await tick(5_000);
    expect(h.callTimes('getLineMenu').slice(7)).toEqual([331_000, 336_000]);
    h.task.cancel();
  });

  it('a pause that starts during a long wait still refreshes at once on return', async () => {
    const h = start();
    const top: FeedRequest = { kind: 'top', section: 'line' };
    h.subscribe(top);
    await tick(1_000);
    h.visibility.set(false);
    await tick(PAGE_LEAVE_PAUSE_MS + 9_000);
    h.visibility.set(true);
    await tick(0);
    // Top games in line: every 60 s; the return at 40 s refreshes then, not at 60 s.
    expect(h.callTimes('getTopGames')).toEqual([0, 40_000]);
    await tick(60_000);
    expect(h.callTimes('getTopGames')).toEqual([0, 40_000, 100_000]);
    h.task.cancel();
  });

  it('a return within 30 s changes nothing', async () => {
    const h = start();
    h.subscribe(MENU);
    await tick(1_000);
    h.visibility.set(false);
    await tick(PAGE_LEAVE_PAUSE_MS - 1_000);
    h.visibility.set(true);
    await tick(PAGE_LEAVE_PAUSE_MS);
    expect(selectIsPageAway(h.store.getState())).toBe(false);
    expect(h.callTimes('getLineMenu')).toEqual(Array.from({ length: 13 }, (_, i) => i * 5_000));
    h.task.cancel();
  });

  it('a feed asked for during the pause waits for the return', async () => {
    const h = start();
    h.visibility.set(false);
    await tick(PAGE_LEAVE_PAUSE_MS);
    h.subscribe(LIVE);
    await tick(60_000);
    expect(h.callTimes('getLineGames')).toEqual([]);
    h.visibility.set(true);
    await tick(0);
    expect(h.callTimes('getLineGames')).toEqual([90_000]);
    h.task.cancel();
  });
});

describe('betting settings (spec 01 §3 "Betting and global settings")', () => {
  it('are restored from storage and saved on change, flags as 0 or 1 (spec 01 §5)', async () => {
    const storage = createMemoryStorage({
      [BETTING_SETTINGS_STORAGE_KEY]: JSON.stringify({
        currentBettingType: 'line',
        timeFilter: 'upcoming',
        isWideScreenScoreboard: 1,
        filteredMarkets: [4],
      }),
    });
    const h = start({ storage });
    expect(selectBettingSettings(h.store.getState())).toEqual({
      ...DEFAULT_BETTING_SETTINGS,
      currentBettingType: 'line',
      timeFilter: 'upcoming',
      isWideScreenScoreboard: true,
      filteredMarkets: [4],
    });
    h.store.dispatch(bettingTypeChanged('live'));
    h.store.dispatch(timeFilterChanged('firstPeriod'));
    h.store.dispatch(bettingSettingsChanged({ isOnlyWithVideos: true, filteredMarkets: [5, 4, 5] }));
    expect(JSON.parse(storage.entries.get(BETTING_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      currentBettingType: 'live',
      timeFilter: 'firstPeriod',
      isGroupSportsByCategories: 0,
      cyberMatchesFilterType: 0,
      cyberType: 0,
      isWideScreenScoreboard: 1,
      isUpcomingEvent: 0,
      isOnlyWithVideos: 1,
      filteredMarkets: [4, 5],
    });
    h.task.cancel();
  });

  it('ignore an unreadable stored field and keep its default (live), the others kept', () => {
    const storage = createMemoryStorage({
      [BETTING_SETTINGS_STORAGE_KEY]: '{"currentBettingType":"virtual","isUpcomingEvent":1}',
    });
    const h = start({ storage });
    expect(selectBettingSettings(h.store.getState())).toEqual({ ...DEFAULT_BETTING_SETTINGS, isUpcomingEvent: true });
    expect(h.logs).toHaveLength(1);
    h.task.cancel();
  });

  it('read the hour buckets of an older version as no time filter', () => {
    const storage = createMemoryStorage({
      [BETTING_SETTINGS_STORAGE_KEY]: '{"currentBettingType":"line","timeFilterHours":12}',
    });
    const h = start({ storage });
    expect(selectBettingSettings(h.store.getState())).toEqual({
      ...DEFAULT_BETTING_SETTINGS,
      currentBettingType: 'line',
    });
    h.task.cancel();
  });

  it('ignore stored text that is not JSON', () => {
    const storage = createMemoryStorage({ [BETTING_SETTINGS_STORAGE_KEY]: 'not json' });
    const h = start({ storage });
    expect(selectBettingSettings(h.store.getState())).toEqual(DEFAULT_BETTING_SETTINGS);
    expect(h.logs).toHaveLength(1);
    h.task.cancel();
  });
});
