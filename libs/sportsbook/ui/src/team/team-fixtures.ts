import type { FeedRequest, SportsbookState } from '@bet/sportsbook';
import {
  makeGame,
  makeGameList,
  makeGameResult,
  makeLineGame,
  makeMainMarkets,
  makeScores,
  makeSportsbookState,
  makeTeamInfo,
  type PreparedFeed,
} from '@bet/sportsbook/testing';

import { football, premierLeague } from '../fixtures';

/** Arsenal (the sandbox's id: first in the Premier League 101) in the team stories and tests. */
export const ARSENAL_ID = 10101;

export const arsenalInfo = makeTeamInfo(
  ARSENAL_ID,
  { name: 'Arsenal', sportName: 'Football', champs: [{ id: 101, name: 'England. Premier League' }] },
  [
    makeGameResult(601, {
      champId: 101,
      champName: 'England. Premier League',
      team1: 'Arsenal',
      team2: 'Liverpool',
      finishedAt: 1_799_990_000,
      scores: makeScores(3, 1, [
        [2, 0],
        [1, 1],
      ]),
    }),
  ],
);

const arsenalLive = makeGame(1, {
  champId: 101,
  team1: 'Arsenal',
  team2: 'Chelsea',
  team1Id: ARSENAL_ID,
  team2Id: 10102,
  time: 4025,
  period: 2,
  scores: makeScores(2, 1),
  marketCount: 24,
});
const arsenalLine = makeLineGame(11, {
  champId: 101,
  team1: 'Brighton',
  team2: 'Arsenal',
  team1Id: 10109,
  team2Id: ARSENAL_ID,
  marketCount: 30,
  startTime: 1_800_003_600,
});

export const teamRequest = (teamId = ARSENAL_ID): FeedRequest => ({ kind: 'team', teamId });
export const teamGames = (section: 'line' | 'live', teamId = ARSENAL_ID): FeedRequest => ({
  kind: 'games',
  section,
  teamId,
});

const listOf = (games: ReturnType<typeof makeGame>[]) =>
  makeGameList(games, 1, { markets: games.flatMap((game) => makeMainMarkets(game.id)) });

/** The team page answered: info, a live game and a line game. */
export function teamPageState(
  feeds: { info?: 'answered' | 'loading' | string; games?: 'some' | 'none' } = {},
): SportsbookState {
  const { info = 'answered', games = 'some' } = feeds;
  const menu = { sports: [football], champs: [premierLeague] };
  const prepared: PreparedFeed[] = [
    { request: { kind: 'menu', section: 'line' }, answer: menu },
    { request: { kind: 'menu', section: 'live' }, answer: menu },
    info === 'answered'
      ? { request: teamRequest() as FeedRequest & { kind: 'team' }, answer: arsenalInfo }
      : info === 'loading'
        ? { request: teamRequest() }
        : { request: teamRequest(), failed: info },
    {
      request: teamGames('live') as FeedRequest & { kind: 'games' },
      answer: listOf(games === 'some' ? [arsenalLive] : []),
    },
    {
      request: teamGames('line') as FeedRequest & { kind: 'games' },
      answer: listOf(games === 'some' ? [arsenalLine] : []),
    },
  ];
  return makeSportsbookState(prepared);
}

/** The team game page's state: the live game answered (as the team page left it). */
export function teamGameState(): SportsbookState {
  return makeSportsbookState([
    { request: { kind: 'game', gameId: 1, section: 'live' }, answer: listOf([arsenalLive]) },
    { request: teamRequest() as FeedRequest & { kind: 'team' }, answer: arsenalInfo },
  ]);
}
