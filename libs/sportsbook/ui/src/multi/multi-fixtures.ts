import type { Game } from '@bet/contract';
import type { SportsbookState } from '@bet/sportsbook';
import { makeGame, makeGameList, makeSportsbookState, type PreparedFeed } from '@bet/sportsbook/testing';
import { createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';
import { MULTI_LIVE_STORAGE_KEY } from './multi-choice';

export const multiGames: Game[] = [
  makeGame(81, {
    team1: 'Arsenal',
    team2: 'Chelsea',
    time: 4025,
    period: 2,
    scores: {
      score1: 2,
      score2: 1,
      periods: [
        { score1: 1, score2: 1 },
        { score1: 1, score2: 0 },
      ],
    },
  }),
  makeGame(82, {
    team1: 'Liverpool',
    team2: 'Everton',
    time: 1210,
    period: 1,
    scores: { score1: 0, score2: 0, periods: [] },
  }),
  makeGame(83, {
    team1: 'Real Madrid',
    team2: 'Sevilla',
    status: 3,
    time: 2700,
    period: 1,
    scores: { score1: 1, score2: 1, periods: [] },
  }),
  makeGame(84, { team1: 'Inter', team2: 'Milan', time: 300, period: 1, scores: { score1: 0, score2: 1, periods: [] } }),
  makeGame(85, { team1: 'Ajax', team2: 'PSV', time: 2000, period: 1, scores: { score1: 3, score2: 0, periods: [] } }),
];

export const liveList: PreparedFeed = { request: { kind: 'games', section: 'live' }, answer: makeGameList(multiGames) };

/** The live list answered, and the game feeds of the chosen games (what their panels ask for). */
export function multiState(chosen: readonly number[] = [], extra: readonly PreparedFeed[] = []): SportsbookState {
  return makeSportsbookState([
    liveList,
    ...chosen.map((gameId): PreparedFeed => {
      const game = multiGames.find((candidate) => candidate.id === gameId);
      const request = { kind: 'game', gameId, section: 'live' } as const;
      return game ? { request, answer: makeGameList([game]) } : { request };
    }),
    ...extra,
  ]);
}

/** A storage in memory holding a choice. */
export function memoryStorage(ids?: readonly number[]): MemoryStorage {
  return createMemoryStorage(ids ? { [MULTI_LIVE_STORAGE_KEY]: JSON.stringify(ids) } : {});
}
