import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from 'react-redux';
import { selectSportById, type WithSportsbook } from '@bet/sportsbook';
import { useFeed } from '../use-feed';

/**
 * Names of sports by id for the results pages' filters. Results carry no sport names, so the
 * line menu (@bet/sportsbook, polled every 10 s while shown) supplies them; until it answers a
 * sport reads "Sport 3".
 */
export function useSportNames(sportIds: readonly number[]): ReadonlyMap<number, string> {
  const { t } = useTranslation();
  useFeed({ kind: 'menu', section: 'line' });
  const names = useSelector(
    (state: WithSportsbook) => sportIds.map((id) => selectSportById(state, id)?.name),
    shallowEqual,
  );
  return useMemo(
    () => new Map(sportIds.map((id, i) => [id, names[i] ?? t('sportsbook_results_sport_fallback', { id })])),
    [sportIds, names, t],
  );
}
