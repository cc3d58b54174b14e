import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { feedKey, type FeedRequest } from './feed-request';
import {
  selectChampsOfSport,
  selectCyberSports,
  selectFeedStatus,
  selectGameById,
  selectListGameIds,
  selectMainMarketIds,
  selectMarketById,
  selectMarketGroups,
  selectShownMarketGroups,
  selectMarketMove,
  selectMenuSports,
} from './selectors';
import {
  bettingSettingsChanged,
  blacklistChanged,
  feedSubscribed,
  gameListLoaded,
  menuLoaded,
  sportsbookReducer,
} from './sportsbook-slice';
import type { WithSportsbook } from './sportsbook-state';
import {
  makeChamp,
  makeGame,
  makeGameList,
  makeMainMarkets,
  makeMarket,
  makeSport,
  makeSportsbookState,
} from './testing';

const LIVE: FeedRequest = { kind: 'games', section: 'live' };
const MENU: FeedRequest = { kind: 'menu', section: 'live' };
const GAME_1: FeedRequest = { kind: 'game', gameId: 1, section: 'live' };

const run = (actions: UnknownAction[], from?: WithSportsbook): WithSportsbook => ({
  sportsbook: actions.reduce(
    (state, action) => sportsbookReducer(state, action),
    from?.sportsbook ?? sportsbookReducer(undefined, { type: '@@init' }),
  ),
});

const loaded = (request: FeedRequest, answer: Parameters<typeof gameListLoaded>[0]['answer'], at = 1) =>
  gameListLoaded({ key: feedKey(request), answer, at, lang: 'ru' });

/** A live list of games of sports 1 and 2. */
const list = () =>
  run([
    feedSubscribed({ request: LIVE }),
    loaded(
      LIVE,
      makeGameList([makeGame(1, { sportId: 1 }), makeGame(2, { sportId: 2 }), makeGame(3, { sportId: 1 })], 1),
    ),
  ]);

/** One outcome's coefficient changed: the benchmark's kind of update. */
const coefUpdate = (version: number) =>
  loaded(LIVE, {
    version,
    full: false,
    gameIds: [1, 2, 3],
    games: [makeGame(3, { sportId: 1, version })],
    markets: [makeMarket(31, 3, { coef: 2 + version / 10, version })],
  });

describe('feed status', () => {
  it('is idle (one shared object) for a request nobody made', () => {
    const state = run([]);
    expect(selectFeedStatus(state, LIVE)).toEqual({ status: 'idle' });
    expect(selectFeedStatus(state, LIVE)).toBe(selectFeedStatus(run([]), MENU));
  });
});

describe('reference stability (issue 6 performance rule)', () => {
  it('list ids, untouched games and markets keep their references across an update', () => {
    const before = list();
    const after = run([coefUpdate(2)], before);
    expect(selectListGameIds(after, LIVE)).toBe(selectListGameIds(before, LIVE));
    expect(selectGameById(after, 1)).toBe(selectGameById(before, 1));
    expect(selectGameById(after, 3)).not.toBe(selectGameById(before, 3));
    expect(selectMarketById(after, 11)).toBe(selectMarketById(before, 11));
    expect(selectMainMarketIds(after, 3)).toBe(selectMainMarketIds(before, 3));
    expect(selectMarketMove(after, 31)).toEqual({ direction: 'up', at: 1 });
    expect(selectMarketMove(after, 11)).toBeUndefined();
  });

  it('a blacklisted list is filtered and stays the same array while its games do not change', () => {
    const before = run([blacklistChanged({ section: 'live', sportIds: [2] })], list());
    const filtered = selectListGameIds(before, LIVE);
    expect(filtered).toEqual([1, 3]);
    expect(selectListGameIds(before, LIVE)).toBe(filtered);
    const after = run([coefUpdate(2), coefUpdate(3)], before);
    expect(selectListGameIds(after, LIVE)).toBe(filtered);
    // Same request written another way: the same list.
    expect(selectListGameIds(after, { kind: 'games', section: 'live', champIds: [] })).toBe(filtered);
  });

  it('the blacklist of the other section changes nothing; a game page is never filtered', () => {
    const state = run(
      [
        blacklistChanged({ section: 'line', sportIds: [1, 2] }),
        feedSubscribed({ request: GAME_1 }),
        loaded(GAME_1, makeGameList([makeGame(1)], 1)),
      ],
      list(),
    );
    expect(selectListGameIds(state, LIVE)).toEqual([1, 2, 3]);
    const hidden = run([blacklistChanged({ section: 'live', sportIds: [1] })], state);
    expect(selectListGameIds(hidden, GAME_1)).toEqual([1]);
  });

  it('market groups of a game page are grouped in order and stable across coefficient moves', () => {
    const markets = [
      ...makeMainMarkets(1),
      makeMarket(14, 1, { typeId: 2, group: 'Total', outcome: 'Over 2.5', param: 2.5 }),
      makeMarket(15, 1, { typeId: 2, group: 'Total', outcome: 'Under 2.5', param: 2.5 }),
    ];
    const before = run([
      feedSubscribed({ request: GAME_1 }),
      loaded(GAME_1, makeGameList([makeGame(1)], 1, { markets })),
    ]);
    const groups = selectMarketGroups(before, 1);
    expect(groups).toEqual([
      { title: '1X2', typeId: 1, marketIds: [11, 12, 13] },
      { title: 'Total', typeId: 2, marketIds: [14, 15] },
    ]);
    const after = run(
      [
        loaded(GAME_1, {
          version: 2,
          full: false,
          gameIds: [1],
          games: [],
          markets: [makeMarket(14, 1, { typeId: 2, group: 'Total', coef: 2.2, version: 2 })],
        }),
      ],
      before,
    );
    expect(selectMarketGroups(after, 1)).toBe(groups);
    expect(selectMarketGroups(after, 99)).toEqual([]);
  });

  it('the shown market groups leave out the market types of filteredMarkets (spec 01 §3)', () => {
    const markets = [
      ...makeMainMarkets(1),
      makeMarket(14, 1, { typeId: 2, group: 'Total', outcome: 'Over 2.5', param: 2.5 }),
    ];
    const state = run([
      feedSubscribed({ request: GAME_1 }),
      loaded(GAME_1, makeGameList([makeGame(1)], 1, { markets })),
    ]);
    expect(selectShownMarketGroups(state, 1)).toBe(selectMarketGroups(state, 1));
    const filtered = run([bettingSettingsChanged({ filteredMarkets: [2] })], state);
    const shown = selectShownMarketGroups(filtered, 1);
    expect(shown).toEqual([{ title: '1X2', typeId: 1, marketIds: [11, 12, 13] }]);
    expect(selectShownMarketGroups(filtered, 1)).toBe(shown);
    expect(selectShownMarketGroups(run([bettingSettingsChanged({ filteredMarkets: [1, 2] })], state), 1)).toEqual([]);
  });
});

describe('menu', () => {
  const menu = () =>
    run([
      feedSubscribed({ request: MENU }),
      menuLoaded({
        key: feedKey(MENU),
        answer: {
          section: 'live',
          sports: [
            makeSport(3, { sort: 1, name: 'Tennis' }),
            makeSport(1, { sort: 2, name: 'Football' }),
            makeSport(40, { sort: 2, name: 'CS2', cyberTypeId: 1 }),
          ],
          champs: [makeChamp(12, 1, { sort: 2 }), makeChamp(11, 1, { sort: 1 }), makeChamp(30, 3)],
        },
        at: 1,
        lang: 'ru',
      }),
    ]);

  it('lists the sports by sort then name, without the blacklisted ones', () => {
    const state = menu();
    expect(selectMenuSports(state, 'live').map((sport) => sport.id)).toEqual([3, 40, 1]);
    expect(selectMenuSports(state, 'live')).toBe(selectMenuSports(state, 'live'));
    expect(selectMenuSports(state, 'line')).toEqual([]);
    const hidden = run([blacklistChanged({ section: 'live', sportIds: [3] })], state);
    expect(selectMenuSports(hidden, 'live').map((sport) => sport.id)).toEqual([40, 1]);
    expect(selectCyberSports(hidden, 'live').map((sport) => sport.id)).toEqual([40]);
  });

  it("lists a sport's championships in order, stable across an unchanged menu answer", () => {
    const state = menu();
    const champs = selectChampsOfSport(state, 'live', 1);
    expect(champs.map((champ) => champ.id)).toEqual([11, 12]);
    const again = run(
      [
        menuLoaded({
          key: feedKey(MENU),
          answer: {
            section: 'live',
            sports: Object.values(state.sportsbook.sports.entities).filter((sport) => sport !== undefined),
            champs: [makeChamp(12, 1, { sort: 2 }), makeChamp(11, 1, { sort: 1 }), makeChamp(30, 3)],
          },
          at: 2,
          lang: 'ru',
        }),
      ],
      state,
    );
    expect(again.sportsbook.champs).toBe(state.sportsbook.champs);
    expect(selectChampsOfSport(again, 'live', 1)).toBe(champs);
  });
});

describe('makeSportsbookState (stories and component tests)', () => {
  it('prepares loaded, failed and loading feeds through the reducer', () => {
    const state: WithSportsbook = {
      sportsbook: makeSportsbookState(
        [
          { request: LIVE, answer: makeGameList([makeGame(1), makeGame(2, { sportId: 2 })], 1) },
          { request: MENU, answer: { sports: [makeSport(1), makeSport(2)], champs: [] } },
          { request: GAME_1, failed: 'Failed to fetch' },
          { request: { kind: 'top', section: 'live' } },
        ],
        { blacklist: { live: [2] } },
      ),
    };
    expect(selectListGameIds(state, LIVE)).toEqual([1]);
    expect(selectMenuSports(state, 'live').map((sport) => sport.id)).toEqual([1]);
    expect(selectFeedStatus(state, GAME_1)).toEqual({ status: 'failed', error: 'Failed to fetch' });
    expect(selectFeedStatus(state, { kind: 'top', section: 'live' })).toEqual({ status: 'loading' });
  });
});
