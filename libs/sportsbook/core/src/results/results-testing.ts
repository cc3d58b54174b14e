import type { GameResult } from '@bet/contract';
import { makeScores } from '../line-fixtures';
import { resultsLoaded, resultsFailed, resultsShown, sportsbookResultsReducer } from './results-slice';
import { resultsFilterKey, type ResultsFilter } from './results-filter';
import type { ResultsState } from './results-state';

/** A finished game in the contract's shape (for tests and stories). */
export function makeGameResult(gameId: number, overrides: Partial<GameResult> = {}): GameResult {
  return {
    gameId,
    sportId: 1,
    champId: 10,
    champName: 'Championship 10',
    team1: `Home ${gameId}`,
    team2: `Away ${gameId}`,
    startTime: 1_800_000_000,
    finishedAt: 1_800_006_000,
    scores: makeScores(2, 1, [
      [1, 0],
      [1, 1],
    ]),
    ...overrides,
  };
}

/**
 * A results state built through the real reducer: a page showing `filter`, answered with
 * `results`, failed with `failed`, or still loading (neither given).
 */
export function makeResultsState(
  filter: ResultsFilter,
  outcome: { results?: GameResult[]; failed?: string; at?: number } = {},
): ResultsState {
  const key = resultsFilterKey(filter);
  let state = sportsbookResultsReducer(undefined, resultsShown({ filter }));
  if (outcome.results)
    state = sportsbookResultsReducer(state, resultsLoaded({ key, results: outcome.results, at: outcome.at ?? 0 }));
  if (outcome.failed) state = sportsbookResultsReducer(state, resultsFailed({ key, error: outcome.failed }));
  return state;
}
