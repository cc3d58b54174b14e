/** The line's fixtures in the contract's shapes, for tests and stories (through `@bet/sportsbook/testing`). */
import type {
  Champ,
  ExpressOfTheDay,
  Game,
  GameList,
  GameResult,
  GameScores,
  Market,
  Sport,
  TeamInfo,
} from '@bet/contract';

export function makeSport(id: number, overrides: Partial<Sport> = {}): Sport {
  return {
    id,
    name: `Sport ${id}`,
    nameEng: `Sport ${id}`,
    cyberTypeId: null,
    lineCount: 10,
    liveCount: 5,
    sort: id,
    ...overrides,
  };
}

export function makeChamp(id: number, sportId: number, overrides: Partial<Champ> = {}): Champ {
  return {
    id,
    sportId,
    name: `Championship ${id}`,
    countryId: 1,
    countryName: 'Country',
    countryIso: 'ru',
    lineCount: 4,
    liveCount: 2,
    sort: id,
    ...overrides,
  };
}

export function makeGame(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    sportId: 1,
    champId: 10,
    number: 100 + id,
    team1: `Home ${id}`,
    team2: `Away ${id}`,
    startTime: 1_800_000_000,
    status: 2,
    isLive: true,
    time: 600,
    period: 1,
    scores: { score1: 0, score2: 0, periods: [] },
    marketCount: 3,
    cyberTypeId: null,
    isTop: false,
    team1Id: null,
    team2Id: null,
    version: 1,
    ...overrides,
  };
}

/** A game before its start (the line): not live, no clock, no period, no score. */
export function makeLineGame(id: number, overrides: Partial<Game> = {}): Game {
  return makeGame(id, { status: 1, isLive: false, time: null, period: null, scores: null, ...overrides });
}

/** A score: the totals, then each period as [home, away]. */
export function makeScores(
  score1: number,
  score2: number,
  periods: readonly (readonly [number, number])[] = [],
): GameScores {
  return { score1, score2, periods: periods.map(([home, away]) => ({ score1: home, score2: away })) };
}

/** Outcome ids default to gameId * 10 + n, so markets of different games never clash. */
export function makeMarket(id: number, gameId: number, overrides: Partial<Market> = {}): Market {
  return {
    id,
    gameId,
    typeId: 1,
    group: '1X2',
    outcome: String(id % 10),
    param: null,
    coef: 1.85,
    isBlocked: false,
    kind: 1,
    version: 1,
    ...overrides,
  };
}

/** The 1, X, 2 outcomes of a game. */
export function makeMainMarkets(gameId: number, version = 1): Market[] {
  return [1, 2, 3].map((n) => makeMarket(gameId * 10 + n, gameId, { outcome: ['1', 'X', '2'][n - 1], version }));
}

/** A full list answer: each game with its 1X2 markets. */
export function makeGameList(games: readonly Game[], version = 1, overrides: Partial<GameList> = {}): GameList {
  return {
    version,
    full: true,
    gameIds: games.map((game) => game.id),
    games: [...games],
    markets: games.flatMap((game) => makeMainMarkets(game.id, game.version)),
    ...overrides,
  };
}

export function makeExpressOfTheDay(games: readonly Game[]): ExpressOfTheDay {
  return {
    games: [...games],
    markets: games.map((game) => makeMarket(game.id * 10 + 1, game.id)),
    totalCoef: 3.42,
    expressId: 20419,
  };
}

/** Issue 18: a team's info and last results in the contract's shape (`getTeam`). */
export function makeTeamInfo(
  id: number,
  overrides: Partial<TeamInfo['team']> = {},
  results: GameResult[] = [],
): TeamInfo {
  return {
    team: {
      id,
      name: `Team ${id}`,
      sportId: 1,
      sportName: 'Football',
      champs: [{ id: 10, name: 'Championship 10' }],
      ...overrides,
    },
    results,
  };
}
