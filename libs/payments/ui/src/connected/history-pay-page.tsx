import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  historyPayClosed,
  historyPayFiltersChanged,
  historyPayMoreRequested,
  historyPayOpened,
  historyPayRetryRequested,
  selectHistoryPay,
} from '@bet/payments';
import { HistoryPayView } from '../history-pay-view';

/** Spec 01 §2 historypay: mounting opens the history (its first page); unmounting closes it. */
export function HistoryPayPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const history = useSelector(selectHistoryPay);
  useEffect(() => {
    dispatch(historyPayOpened());
    return () => {
      dispatch(historyPayClosed());
    };
  }, [dispatch]);
  return (
    <HistoryPayView
      language={i18n.language}
      history={history}
      onFiltersChange={(filters) => dispatch(historyPayFiltersChanged(filters))}
      onRetry={() => dispatch(historyPayRetryRequested())}
      onLoadMore={() => dispatch(historyPayMoreRequested())}
    />
  );
}
