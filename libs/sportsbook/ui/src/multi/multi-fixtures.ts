import type { Game } from '@bet/contract';
import type { SportsbookState } from '@bet/sportsbook';
import { makeGame, makeGameList, makeScores, makeSportsbookState, type PreparedFeed } from '@bet/sportsbook/testing';
import { createMemoryStorage, type MemoryStorage } from '@bet/platform/testing';
import { liveGames } from '../fixtures';
import { MULTI_LIVE_STORAGE_KEY } from './multi-choice';

/** The live games to pick from: the stories' three and two more, so that four fill multi-live. */
export const multiGames: Game[] = [
  ...liveGames,
  makeGame(4, { team1: 'Inter', team2: 'Milan', time: 300, scores: makeScores(0, 1) }),
  makeGame(5, { team1: 'Ajax', team2: 'PSV', time: 2000, scores: makeScores(3, 0) }),
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
