import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { GameResult } from '@bet/contract';
import {
  resultsFilterKey,
  resultsHidden,
  resultsRefreshRequested,
  resultsShown,
  selectResults,
  selectResultsState,
  selectResultsStatus,
  type ResultsFilter,
  type ResultsStatus,
  type WithSportsbookResults,
} from '@bet/sportsbook';

const NONE: readonly GameResult[] = [];
const LOADING: ResultsStatus = { status: 'loading' };

/**
 * Shows a results filter while mounted (@bet/sportsbook polls it every 15 s) and gives its
 * results, status and a retry. Until the store holds this filter (the first render, or right
 * after the filter changed) it reads as loading with no results, so an older filter's results
 * never flash under the new one.
 */
export function useResults(filter: ResultsFilter): {
  results: readonly GameResult[];
  status: ResultsStatus;
  retry: () => void;
} {
  const dispatch = useDispatch();
  const key = resultsFilterKey(filter);
  const text = JSON.stringify(filter);
  useEffect(() => {
    dispatch(resultsShown({ filter: JSON.parse(text) as ResultsFilter }));
    return () => {
      dispatch(resultsHidden());
    };
  }, [dispatch, text]);
  const current = useSelector((state: WithSportsbookResults) => selectResultsState(state).key === key);
  const results = useSelector((state: WithSportsbookResults) => (current ? selectResults(state) : NONE));
  const status = useSelector(selectResultsStatus);
  const retry = useCallback(() => {
    dispatch(resultsRefreshRequested());
  }, [dispatch]);
  return { results, status: current ? status : LOADING, retry };
}
