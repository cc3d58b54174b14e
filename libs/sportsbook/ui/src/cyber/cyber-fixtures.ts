import type { Game } from '@bet/contract';
import type { FeedRequest, SportsbookState } from '@bet/sportsbook';
import {
  makeChamp,
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
import { football } from '../fixtures';

/** Stories' and tests' cyber line: Counter-Strike 2 and Dota 2 (cyber types 1 and 2). */
export const cs2 = makeSport(40, {
  name: 'Counter-Strike 2',
  nameEng: 'Counter-Strike 2',
  cyberTypeId: 1,
  liveCount: 1,
  lineCount: 1,
});
export const dota = makeSport(41, { name: 'Dota 2', nameEng: 'Dota 2', cyberTypeId: 2, liveCount: 1, lineCount: 0 });
export const iem = makeChamp(4001, 40, { name: 'IEM Katowice', liveCount: 1, lineCount: 1 });
export const ti = makeChamp(4101, 41, { name: 'The International', liveCount: 1, lineCount: 0 });

export const cyberGames: Game[] = [
  makeGame(71, {
    sportId: 40,
    champId: 4001,
    team1: 'NaVi',
    team2: 'FaZe',
    cyberTypeId: 1,
    time: 1500,
    period: 2,
    scores: makeScores(1, 0, [
      [13, 9],
      [4, 6],
    ]),
  }),
  makeGame(72, {
    sportId: 41,
    champId: 4101,
    team1: 'Team Spirit',
    team2: 'Tundra',
    cyberTypeId: 2,
    time: 900,
  }),
  makeLineGame(73, {
    sportId: 40,
    champId: 4001,
    team1: 'Vitality',
    team2: 'G2',
    cyberTypeId: 1,
    startTime: 1_800_010_000,
  }),
];

export const cyberLive: FeedRequest = { kind: 'cyber', section: 'live' };

const menu = (section: 'line' | 'live'): PreparedFeed => ({
  request: { kind: 'menu', section },
  answer: { sports: [football, cs2, dota], champs: [iem, ti] },
});

/** The cyber pages' state once the menu and the cyber feeds answered (and a game page). */
export function cyberState(extra: readonly PreparedFeed[] = []): SportsbookState {
  return makeSportsbookState([
    menu('live'),
    menu('line'),
    { request: cyberLive, answer: makeGameList(cyberGames) },
    { request: { kind: 'cyber', section: 'line' }, answer: makeGameList(cyberGames) },
    {
      request: { kind: 'cyber', section: 'live', cyberTypeId: 1 },
      answer: makeGameList(cyberGames.filter((game) => game.cyberTypeId === 1)),
    },
    ...extra,
  ]);
}

/** The game page's answer: the main markets and a total. */
export const cyberGamePage: PreparedFeed = {
  request: { kind: 'game', gameId: 71, section: 'live' },
  answer: makeGameList([cyberGames[0] as Game], 1, {
    markets: [
      ...makeMainMarkets(71).filter((market) => market.outcome !== 'X'),
      makeMarket(7101, 71, { typeId: 2, group: 'Total maps', outcome: 'Over 2.5', param: 2.5, coef: 2.1 }),
    ],
  }),
};
