import type { GameResult } from '@bet/contract';
import type { ResultsFilter } from './results-filter';

export type ResultsStatusName = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The results view (spec 01 §2 results, champion results, statistic). One view at a time: the
 * pages that show results are separate routes, so the last filter shown is the one polled.
 */
export interface ResultsState {
  /** The filter shown; null while no page shows results. */
  filter: ResultsFilter | null;
  /** `resultsFilterKey(filter)`: answers for another key are stale and dropped. */
  key: string | null;
  /** Mounted views (React StrictMode mounts twice; the poll runs while at least one is). */
  viewers: number;
  status: ResultsStatusName;
  /** Results of `key`, newest first; kept through a failed refresh. */
  results: readonly GameResult[];
  error?: string;
  httpStatus?: number;
  /** Clock time (ms) of the last answer applied. */
  updatedAt?: number;
}

export interface WithSportsbookResults {
  sportsbookResults: ResultsState;
}

export const initialResultsState: ResultsState = { filter: null, key: null, viewers: 0, status: 'idle', results: [] };
