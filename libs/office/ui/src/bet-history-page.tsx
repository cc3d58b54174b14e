import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  historyClosed,
  historyFilterChosen,
  historyMoreRequested,
  historyOpened,
  historyRangeChanged,
  historyRetryRequested,
  selectBetHistory,
  selectHistoryCoupons,
  selectHistoryView,
  selectLoadMore,
} from '@bet/office';
import { useCoefFormat } from '@bet/coupon-ui';
import { BetHistoryView } from './bet-history-view';

export interface BetHistoryPageProps {
  /** The print-coupon address of a coupon (the app knows the language prefix). */
  printHref?: (couponId: string) => string;
}

/**
 * Spec 01 §2 office "history" (signed-in only: the route table's auth guard keeps visitors out).
 * Mounting opens the history (first page, then the 15 s refresh of open coupons); unmounting
 * closes it, which cancels both.
 */
export function BetHistoryPage({ printHref }: BetHistoryPageProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const history = useSelector(selectBetHistory);
  const coupons = useSelector(selectHistoryCoupons);
  const view = useSelector(selectHistoryView);
  const loadMore = useSelector(selectLoadMore);
  const formatCoef = useCoefFormat();
  useEffect(() => {
    dispatch(historyOpened());
    return () => {
      dispatch(historyClosed());
    };
  }, [dispatch]);
  return (
    <BetHistoryView
      language={i18n.language}
      filter={history.filter}
      range={history.range}
      rangeProblem={history.rangeProblem}
      view={view}
      coupons={coupons}
      loadMore={loadMore}
      printHref={printHref}
      formatCoef={formatCoef}
      onFilterChange={(filter) => dispatch(historyFilterChosen({ filter }))}
      onRangeChange={(range) => dispatch(historyRangeChanged(range))}
      onRetry={() => dispatch(historyRetryRequested())}
      onLoadMore={() => dispatch(historyMoreRequested())}
    />
  );
}
