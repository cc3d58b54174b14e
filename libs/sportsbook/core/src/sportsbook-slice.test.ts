import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { GameList, Market } from '@bet/contract';
import { feedKey, type FeedRequest } from './feed-request';
import {
  bettingTypeChanged,
  blacklistChanged,
  expressOfTheDayLoaded,
  feedFailed,
  feedReleased,
  feedSubscribed,
  feedUnsubscribed,
  gameListLoaded,
  menuLoaded,
  sportsbookReducer,
  timeFilterChanged,
  bettingSettingsChanged,
} from './sportsbook-slice';
import { DEFAULT_BETTING_SETTINGS, type SportsbookState } from './sportsbook-state';
import {
  makeChamp,
  makeExpressOfTheDay,
  makeGame,
  makeGameList,
  makeMainMarkets,
  makeMarket,
  makeSport,
} from './testing';

const LIVE: FeedRequest = { kind: 'games', section: 'live' };
const LIVE_KEY = feedKey(LIVE);
const TOP: FeedRequest = { kind: 'top', section: 'live' };
const GAME_1: FeedRequest = { kind: 'game', gameId: 1, section: 'live' };

const run = (actions: UnknownAction[], from?: SportsbookState) =>
  actions.reduce(
    (state, action) => sportsbookReducer(state, action),
    from ?? sportsbookReducer(undefined, { type: '@@init' }),
  );

const loaded = (
  request: FeedRequest,
  answer: Parameters<typeof gameListLoaded>[0]['answer'],
  at = 1_000,
  lang = 'ru',
) => gameListLoaded({ key: feedKey(request), answer, at, lang });

const [game1, game2, game3] = [makeGame(1), makeGame(2), makeGame(3)];
const games = [game1, game2, game3];

describe('subscriptions', () => {
  it('counts subscribers of the same request, ids in any order being the same request', () => {
    const state = run([
      feedSubscribed({ request: { kind: 'games', section: 'line', champIds: [2, 1] } }),
      feedSubscribed({ request: { kind: 'games', section: 'line', champIds: [1, 2, 2] } }),
    ]);
    expect(Object.keys(state.feeds)).toHaveLength(1);
    expect(Object.values(state.feeds)[0]).toMatchObject({ subscribers: 2, status: { status: 'loading' } });
    const after = run([feedUnsubscribed({ request: { kind: 'games', section: 'line', champIds: [1, 2] } })], state);
    expect(Object.values(after.feeds)[0]?.subscribers).toBe(1);
  });
});

describe('merging a GameList (issue 6 "Client")', () => {
  it('a full answer sets the list order, the games, their main markets and the version', () => {
    const state = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList(games, 7))]);
    const feed = state.feeds[LIVE_KEY];
    expect(feed?.gameIds).toEqual([1, 2, 3]);
    expect(feed?.version).toBe(7);
    expect(feed?.status).toEqual({ status: 'ready', updatedAt: 1_000 });
    expect(state.games.ids).toEqual([1, 2, 3]);
    expect(state.mainMarketIds[2]).toEqual([21, 22, 23]);
    expect(state.markets.entities[21]?.coef).toBe(1.85);
  });

  it('a delta replaces only the changed entities; the unchanged keep the same object', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList(games, 7))]);
    const changedGame = makeGame(2, { version: 2, time: 660 });
    const changedMarket = makeMarket(22, 2, { outcome: 'X', coef: 3.1, version: 2 });
    const after = run(
      [
        loaded(
          LIVE,
          { version: 8, full: false, gameIds: [1, 2, 3], games: [changedGame], markets: [changedMarket] },
          2_000,
        ),
      ],
      before,
    );
    expect(after.games.entities[1]).toBe(before.games.entities[1]);
    expect(after.games.entities[3]).toBe(before.games.entities[3]);
    expect(after.games.entities[2]).toEqual(changedGame);
    expect(after.markets.entities[21]).toBe(before.markets.entities[21]);
    expect(after.markets.entities[22]?.coef).toBe(3.1);
    expect(after.mainMarketIds[2]).toBe(before.mainMarketIds[2]);
    expect(after.feeds[LIVE_KEY]?.gameIds).toBe(before.feeds[LIVE_KEY]?.gameIds);
    expect(after.feeds[LIVE_KEY]?.version).toBe(8);
  });

  it('a delta takes gameIds as the new order; a game missing from it leaves the list and is pruned', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList(games, 7))]);
    const after = run([loaded(LIVE, { version: 8, full: false, gameIds: [3, 1], games: [], markets: [] })], before);
    expect(after.feeds[LIVE_KEY]?.gameIds).toEqual([3, 1]);
    expect(after.games.entities[2]).toBeUndefined();
    expect(after.mainMarketIds[2]).toBeUndefined();
    expect(after.markets.entities[21]).toBeUndefined();
    expect(after.markets.entities[11]).toBe(before.markets.entities[11]);
  });

  it('a game that left one list stays while another feed shows it', () => {
    const before = run([
      feedSubscribed({ request: LIVE }),
      feedSubscribed({ request: TOP }),
      loaded(LIVE, makeGameList(games, 7)),
      loaded(TOP, makeGameList([game2], 3)),
    ]);
    const after = run([loaded(LIVE, { version: 8, full: false, gameIds: [1, 3], games: [], markets: [] })], before);
    expect(after.games.entities[2]).toBe(before.games.entities[2]);
    expect(after.mainMarketIds[2]).toEqual([21, 22, 23]);
  });

  it('a full answer replaces a game market set; a delta appends new markets', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList([game1], 1))]);
    const delta = run(
      [
        loaded(LIVE, {
          version: 2,
          full: false,
          gameIds: [1],
          games: [],
          markets: [makeMarket(14, 1, { version: 2 })],
        }),
      ],
      before,
    );
    expect(delta.mainMarketIds[1]).toEqual([11, 12, 13, 14]);
    const full = run(
      [loaded(LIVE, makeGameList([game1], 3, { markets: [makeMarket(12, 1), makeMarket(15, 1)] }))],
      delta,
    );
    expect(full.mainMarketIds[1]).toEqual([12, 15]);
    expect(full.markets.entities[11]).toBeUndefined();
  });

  it('drops an answer older than the applied version (stale)', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList(games, 7))]);
    const after = run([loaded(LIVE, makeGameList([makeGame(9)], 6))], before);
    expect(after).toBe(before);
  });

  it('drops an answer whose feed has ended', () => {
    const before = run([feedSubscribed({ request: LIVE })]);
    const after = run([loaded(TOP, makeGameList(games, 1))], before);
    expect(after).toBe(before);
  });

  it('never lets an older copy of a game from another feed overwrite a newer one', () => {
    const state = run([
      feedSubscribed({ request: LIVE }),
      feedSubscribed({ request: TOP }),
      loaded(LIVE, makeGameList([makeGame(1, { version: 5, time: 900 })], 9)),
      loaded(TOP, makeGameList([makeGame(1, { version: 4, time: 800 })], 2)),
    ]);
    expect(state.games.entities[1]?.time).toBe(900);
    expect(state.feeds[feedKey(TOP)]?.gameIds).toEqual([1]);
  });

  it('records the direction and time of a coefficient move, and nothing for an unchanged coefficient', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList([game1], 1))]);
    const after = run(
      [
        loaded(
          LIVE,
          {
            version: 2,
            full: false,
            gameIds: [1],
            games: [],
            markets: [
              makeMarket(11, 1, { coef: 2.05, version: 2 }),
              makeMarket(12, 1, { coef: 1.5, version: 2 }),
              makeMarket(13, 1, { coef: 1.85, isBlocked: true, version: 2 }),
            ],
          },
          5_000,
        ),
      ],
      before,
    );
    expect(after.markets.entities[11]?.move).toEqual({ direction: 'up', at: 5_000 });
    expect(after.markets.entities[12]?.move).toEqual({ direction: 'down', at: 5_000 });
    expect(after.markets.entities[13]?.move).toBeUndefined();
  });

  it('keeps a move through a change of anything but the coefficient, and the next move replaces it', () => {
    const delta = (version: number, market: Market): GameList => ({
      version,
      full: false,
      gameIds: [1],
      games: [],
      markets: [market],
    });
    const moved = run([
      feedSubscribed({ request: LIVE }),
      loaded(LIVE, makeGameList([game1], 1)),
      loaded(LIVE, delta(2, makeMarket(11, 1, { coef: 2.05, version: 2 })), 5_000),
    ]);
    const move = moved.markets.entities[11]?.move;
    const blocked = run(
      [loaded(LIVE, delta(3, makeMarket(11, 1, { coef: 2.05, isBlocked: true, version: 3 })), 6_000)],
      moved,
    );
    expect(blocked.markets.entities[11]?.isBlocked).toBe(true);
    expect(blocked.markets.entities[11]?.move).toBe(move);
    const down = run([loaded(LIVE, delta(4, makeMarket(11, 1, { coef: 1.9, version: 4 })), 7_000)], blocked);
    expect(down.markets.entities[11]?.move).toEqual({ direction: 'down', at: 7_000 });
  });

  it('an answer in another language replaces its entities whatever their version (new names)', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList([game1], 4), 1_000, 'ru')]);
    const english = makeGame(1, { team1: 'Home in English' });
    const after = run([loaded(LIVE, makeGameList([english], 4), 2_000, 'en')], before);
    expect(after.games.entities[1]?.team1).toBe('Home in English');
    expect(after.feeds[LIVE_KEY]?.lang).toBe('en');
  });

  it('a game page answer keeps every market of the game apart from the main ones', () => {
    const all = [
      ...makeMainMarkets(1),
      makeMarket(14, 1, { typeId: 2, group: 'Total', outcome: 'Over 2.5', param: 2.5 }),
    ];
    const state = run([
      feedSubscribed({ request: LIVE }),
      feedSubscribed({ request: GAME_1 }),
      loaded(LIVE, makeGameList([game1], 1)),
      loaded(GAME_1, makeGameList([game1], 1, { markets: all })),
    ]);
    expect(state.mainMarketIds[1]).toEqual([11, 12, 13]);
    expect(state.allMarketIds[1]).toEqual([11, 12, 13, 14]);
  });
});

describe('release and pruning (no memory growth while browsing)', () => {
  const browsing = () =>
    run([
      feedSubscribed({ request: LIVE }),
      feedSubscribed({ request: GAME_1 }),
      loaded(LIVE, makeGameList(games, 1)),
      loaded(GAME_1, makeGameList([game1], 1, { markets: [...makeMainMarkets(1), makeMarket(14, 1)] })),
      loaded(LIVE, {
        version: 2,
        full: false,
        gameIds: [1, 2, 3],
        games: [],
        markets: [makeMarket(31, 3, { coef: 2, version: 2 })],
      }),
    ]);

  it('releasing a list drops its games, their markets and moves, unless another feed shows them', () => {
    const after = run([feedUnsubscribed({ request: LIVE }), feedReleased({ key: LIVE_KEY })], browsing());
    expect(after.feeds[LIVE_KEY]).toBeUndefined();
    expect(after.games.ids).toEqual([1]);
    expect(after.mainMarketIds).toEqual({});
    expect(after.allMarketIds[1]).toEqual([11, 12, 13, 14]);
    expect(after.markets.ids.slice().sort()).toEqual([11, 12, 13, 14]);
  });

  it('releasing the game page drops the markets only it showed', () => {
    const after = run([feedUnsubscribed({ request: GAME_1 }), feedReleased({ key: feedKey(GAME_1) })], browsing());
    expect(after.games.ids).toEqual([1, 2, 3]);
    expect(after.allMarketIds).toEqual({});
    expect(after.markets.entities[14]).toBeUndefined();
    expect(after.markets.entities[11]).toBeDefined();
  });

  it('releasing everything leaves no game or market behind', () => {
    const after = run(
      [
        feedUnsubscribed({ request: LIVE }),
        feedUnsubscribed({ request: GAME_1 }),
        feedReleased({ key: LIVE_KEY }),
        feedReleased({ key: feedKey(GAME_1) }),
      ],
      browsing(),
    );
    expect(after.games.ids).toEqual([]);
    expect(after.markets.ids).toEqual([]);
    expect(after.feeds).toEqual({});
  });

  it('a release is ignored while the feed has subscribers again', () => {
    const before = run([feedUnsubscribed({ request: LIVE }), feedSubscribed({ request: LIVE })], browsing());
    expect(run([feedReleased({ key: LIVE_KEY })], before)).toBe(before);
  });

  it('the menu and the express of the day go with their feeds', () => {
    const menu: FeedRequest = { kind: 'menu', section: 'line' };
    const express: FeedRequest = { kind: 'expressOfTheDay' };
    const state = run([
      feedSubscribed({ request: menu }),
      feedSubscribed({ request: express }),
      menuLoaded({
        key: feedKey(menu),
        answer: { section: 'line', sports: [makeSport(1)], champs: [makeChamp(10, 1)] },
        at: 1,
        lang: 'ru',
      }),
      expressOfTheDayLoaded({ key: feedKey(express), answer: makeExpressOfTheDay([game1, game2]), at: 1, lang: 'ru' }),
    ]);
    expect(state.menus.line).toEqual({ sportIds: [1], champIds: [10] });
    expect(state.express).toEqual({ gameIds: [1, 2], marketIds: [11, 21], totalCoef: 3.42, expressId: 20419 });
    const after = run(
      [
        feedUnsubscribed({ request: menu }),
        feedUnsubscribed({ request: express }),
        feedReleased({ key: feedKey(menu) }),
        feedReleased({ key: feedKey(express) }),
      ],
      state,
    );
    expect(after.menus.line).toBeUndefined();
    expect(after.express).toBeNull();
    expect(after.games.ids).toEqual([]);
    expect(after.markets.ids).toEqual([]);
    // The catalogue stays: breadcrumbs and the other section's menu use it.
    expect(after.sports.ids).toEqual([1]);
  });
});

describe('failures', () => {
  it('keep the data shown and say why, with the time of the last good answer', () => {
    const before = run([feedSubscribed({ request: LIVE }), loaded(LIVE, makeGameList(games, 1), 1_000)]);
    const after = run([feedFailed({ key: LIVE_KEY, error: 'Failed to fetch', httpStatus: 0 })], before);
    expect(after.feeds[LIVE_KEY]?.status).toEqual({
      status: 'failed',
      error: 'Failed to fetch',
      httpStatus: 0,
      updatedAt: 1_000,
    });
    expect(after.games).toBe(before.games);
    expect(after.feeds[LIVE_KEY]?.gameIds).toBe(before.feeds[LIVE_KEY]?.gameIds);
  });
});

describe('settings and blacklists', () => {
  it('currentBettingType defaults to live (spec 01 §3); the time filter to all', () => {
    const state = run([]);
    expect(state.settings).toEqual(DEFAULT_BETTING_SETTINGS);
    expect(state.settings).toMatchObject({
      currentBettingType: 'live',
      timeFilter: 'all',
      isGroupSportsByCategories: false,
    });
    expect(run([bettingTypeChanged('line'), timeFilterChanged('recommended')]).settings).toMatchObject({
      currentBettingType: 'line',
      timeFilter: 'recommended',
    });
  });

  it('bettingSettingsChanged changes only the settings it names; filtered markets sorted, once each', () => {
    const state = run([bettingSettingsChanged({ isWideScreenScoreboard: true, filteredMarkets: [5, 2, 5] })]);
    expect(state.settings).toEqual({
      ...DEFAULT_BETTING_SETTINGS,
      isWideScreenScoreboard: true,
      filteredMarkets: [2, 5],
    });
    expect(run([bettingSettingsChanged({ cyberType: 2, cyberMatchesFilterType: 1 })]).settings).toMatchObject({
      cyberType: 2,
      cyberMatchesFilterType: 1,
      isWideScreenScoreboard: false,
    });
  });

  it('an unchanged setting or blacklist keeps its reference', () => {
    const state = run([blacklistChanged({ section: 'live', sportIds: [3, 1, 3] })]);
    expect(state.blacklist.live).toEqual([1, 3]);
    expect(run([blacklistChanged({ section: 'live', sportIds: [1, 3] }), bettingTypeChanged('live')], state)).toBe(
      state,
    );
  });
});
