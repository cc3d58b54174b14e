import { createSelector } from 'reselect';
import type { GameResult } from '@bet/contract';
import type { ResultsState, ResultsStatusName, WithSportsbookResults } from './results-state';

export const selectResultsState = (state: WithSportsbookResults): ResultsState => state.sportsbookResults;

export interface ResultsStatus {
  status: ResultsStatusName;
  error?: string;
  httpStatus?: number;
  updatedAt?: number;
}

/** The status machine as the pages show it; the same object while nothing in it changed. */
export const selectResultsStatus = createSelector(
  [
    (state: WithSportsbookResults) => state.sportsbookResults.status,
    (state: WithSportsbookResults) => state.sportsbookResults.error,
    (state: WithSportsbookResults) => state.sportsbookResults.httpStatus,
    (state: WithSportsbookResults) => state.sportsbookResults.updatedAt,
  ],
  (status, error, httpStatus, updatedAt): ResultsStatus => ({
    status,
    ...(error === undefined ? {} : { error }),
    ...(httpStatus === undefined ? {} : { httpStatus }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
  }),
);

export const selectResults = (state: WithSportsbookResults): readonly GameResult[] => state.sportsbookResults.results;

export interface ResultsChampGroup {
  champId: number;
  champName: string;
  sportId: number;
  results: readonly GameResult[];
}

/**
 * Results grouped by championship, in the order each first appears (newest first), optionally
 * of one sport only.
 */
export function groupResultsByChamp(results: readonly GameResult[], sportId?: number): ResultsChampGroup[] {
  const groups = new Map<number, ResultsChampGroup & { results: GameResult[] }>();
  for (const result of results) {
    if (sportId !== undefined && result.sportId !== sportId) continue;
    let group = groups.get(result.champId);
    if (!group) {
      group = { champId: result.champId, champName: result.champName, sportId: result.sportId, results: [] };
      groups.set(result.champId, group);
    }
    group.results.push(result);
  }
  return [...groups.values()];
}

/** The sport ids that have results, in first-appearance order (the sport filter's options). */
export function sportIdsOfResults(results: readonly GameResult[]): number[] {
  return [...new Set(results.map((result) => result.sportId))];
}
