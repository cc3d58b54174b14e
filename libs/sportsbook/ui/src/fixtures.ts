import type { Champ, Game, Market, Sport } from '@bet/contract';
import { feedKey, gameListLoaded, type FeedRequest, type SportsbookState } from '@bet/sportsbook';
import {
  makeChamp,
  makeExpressOfTheDay,
  makeGame,
  makeGameList,
  makeLineGame,
  makeMarket,
  makeMainMarkets,
  makeScores,
  makeSport,
  makeSportsbookState,
  type PreparedFeed,
} from '@bet/sportsbook/testing';

/** The sports and championships of the stories and tests: football with the Premier League and La Liga, hockey with the KHL. */
export const football: Sport = makeSport(1, { name: 'Football', nameEng: 'Football', lineCount: 42, liveCount: 3 });
export const hockey: Sport = makeSport(2, { name: 'Ice Hockey', nameEng: 'Ice Hockey', lineCount: 12, liveCount: 1 });
export const premierLeague: Champ = makeChamp(101, 1, { name: 'England. Premier League', liveCount: 2, lineCount: 20 });
export const laLiga: Champ = makeChamp(102, 1, { name: 'Spain. La Liga', liveCount: 1, lineCount: 22 });
export const khl: Champ = makeChamp(201, 2, { name: 'Russia. KHL', liveCount: 1, lineCount: 12 });

/** Live: Arsenal – Chelsea 2:1 in the second half (67:05), Liverpool – Everton 0:0, Real – Sevilla at the break. */
export const arsenalChelsea: Game = makeGame(1, {
  champId: 101,
  team1: 'Arsenal',
  team2: 'Chelsea',
  time: 4025,
  period: 2,
  scores: makeScores(2, 1, [
    [1, 1],
    [1, 0],
  ]),
  marketCount: 24,
});
export const liverpoolEverton: Game = makeGame(2, {
  champId: 101,
  team1: 'Liverpool',
  team2: 'Everton',
  time: 1210,
  marketCount: 18,
});
export const realSevilla: Game = makeGame(3, {
  champId: 102,
  team1: 'Real Madrid',
  team2: 'Sevilla',
  status: 3,
  time: 2700,
  scores: makeScores(1, 1),
  marketCount: 20,
});
export const liveGames: Game[] = [arsenalChelsea, liverpoolEverton, realSevilla];

/** The line: Tottenham – Newcastle and CSKA – SKA, not started. */
export const tottenhamNewcastle: Game = makeLineGame(11, {
  champId: 101,
  team1: 'Tottenham Hotspur',
  team2: 'Newcastle United',
  marketCount: 30,
  startTime: 1_800_003_600,
});
const cskaSka: Game = makeLineGame(12, {
  sportId: 2,
  champId: 201,
  team1: 'CSKA',
  team2: 'SKA',
  marketCount: 15,
  startTime: 1_800_007_200,
});
export const lineGames: Game[] = [tottenhamNewcastle, cskaSka];

export const liveFootball: FeedRequest = { kind: 'games', section: 'live', sportId: 1 };
/**
 * A delta of the live football list: Arsenal – Chelsea at a newer version with only the markets
 * that moved, the other games unchanged.
 */
export function arsenalChelseaMoved(version: number, markets: Market[]) {
  return gameListLoaded({
    key: feedKey(liveFootball),
    answer: {
      ...makeGameList([{ ...arsenalChelsea, version }], version, { full: false, markets }),
      gameIds: liveGames.map((game) => game.id),
    },
    at: Date.now(),
    lang: 'en',
  });
}

export const menuOf = (section: 'line' | 'live'): PreparedFeed => ({
  request: { kind: 'menu', section },
  answer: { sports: [football, hockey], champs: [premierLeague, laLiga, khl] },
});

/** Every market of a game page: 1X2, totals and handicaps. */
export function gamePageList(game: Game) {
  const markets = [
    ...makeMainMarkets(game.id),
    makeMarket(game.id * 100 + 1, game.id, { typeId: 2, group: 'Total', outcome: 'Over 2.5', param: 2.5, coef: 1.9 }),
    makeMarket(game.id * 100 + 2, game.id, {
      typeId: 2,
      group: 'Total',
      outcome: 'Under 2.5',
      param: 2.5,
      coef: 1.9,
      isBlocked: true,
    }),
    makeMarket(game.id * 100 + 3, game.id, {
      typeId: 3,
      group: 'Handicap',
      outcome: '1 (-0.25)',
      param: -0.25,
      coef: 2.05,
    }),
  ];
  return makeGameList([game], 1, { markets });
}

/** A sportsbook state as the pages find it once every feed answered. */
export function readySportsbook(extra: readonly PreparedFeed[] = []): SportsbookState {
  return makeSportsbookState([
    menuOf('live'),
    menuOf('line'),
    { request: liveFootball, answer: makeGameList(liveGames) },
    { request: { kind: 'top', section: 'live' }, answer: makeGameList(liveGames.slice(0, 2)) },
    { request: { kind: 'games', section: 'live' }, answer: makeGameList(liveGames) },
    { request: { kind: 'games', section: 'line' }, answer: makeGameList(lineGames) },
    {
      request: { kind: 'expressOfTheDay' },
      answer: makeExpressOfTheDay([arsenalChelsea, tottenhamNewcastle, cskaSka]),
    },
    ...extra,
  ]);
}
