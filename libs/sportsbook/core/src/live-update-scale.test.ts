import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '@bet/contract';
import { feedKey, type FeedRequest } from './feed-request';
import { selectGameById, selectListGameIds, selectMarketById } from './selectors';
import { feedSubscribed, gameListLoaded, sportsbookReducer } from './sportsbook-slice';
import type { WithSportsbook } from './sportsbook-state';
import { makeGame, makeGameList } from './testing';

/**
 * The benchmark shape (1,000 live events, updates with 10% of coefficients changing):
 * after each update exactly the changed games and markets are new objects, so rows and odds
 * buttons selecting by id re-render only for what changed.
 */
const LIVE: FeedRequest = { kind: 'games', section: 'live' };
const GAMES = 1_000;

describe('a live list of 1,000 games under updates', () => {
  it('replaces exactly the changed entities, update after update', () => {
    const first = makeGameList(
      Array.from({ length: GAMES }, (_, i) => makeGame(i + 1)),
      1,
    );
    let state: WithSportsbook = {
      sportsbook: [
        feedSubscribed({ request: LIVE }),
        gameListLoaded({ key: feedKey(LIVE), answer: first, at: 0, lang: 'ru' }),
      ].reduce(sportsbookReducer, sportsbookReducer(undefined, { type: '@@init' })),
    };
    const marketIds = first.markets.map((market) => market.id);

    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...marketIds), { minLength: 1, maxLength: marketIds.length / 10 }),
        (changedIds) => {
          const before = state;
          const version = (before.sportsbook.feeds[feedKey(LIVE)]?.version ?? 0) + 1;
          const markets: Market[] = changedIds.map((id) => {
            const market = before.sportsbook.markets.entities[id];
            if (!market) throw new Error(`market ${id} missing`);
            return { ...market, coef: market.coef === 1.85 ? 2.1 : 1.85, version };
          });
          const changedGames = [...new Set(markets.map((market) => market.gameId))].map((id) => ({
            ...(selectGameById(before, id) ?? makeGame(id)),
            version,
          }));
          state = {
            sportsbook: sportsbookReducer(
              before.sportsbook,
              gameListLoaded({
                key: feedKey(LIVE),
                answer: { version, full: false, gameIds: first.gameIds, games: changedGames, markets },
                at: version,
                lang: 'ru',
              }),
            ),
          };
          const byId = (a: number, b: number) => a - b;
          expect(selectListGameIds(state, LIVE)).toBe(selectListGameIds(before, LIVE));
          const newMarkets = marketIds.filter((id) => selectMarketById(state, id) !== selectMarketById(before, id));
          expect(newMarkets.sort(byId)).toEqual([...changedIds].sort(byId));
          const newGames = first.gameIds.filter((id) => selectGameById(state, id) !== selectGameById(before, id));
          expect(newGames.sort(byId)).toEqual(changedGames.map((game) => game.id).sort(byId));
        },
      ),
      { numRuns: 20 },
    );
  });
});
