import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  limitCancelRequested,
  limitSaveRequested,
  limitsPageOpened,
  limitsRetryRequested,
  limitValueTyped,
  selectActivity,
  selectIsExtraLimitsLocked,
  selectLimitGroups,
  selectLimitSave,
  selectLimitsCurrency,
  selectLimitsStatus,
  selectSelfBlockStatus,
  selectSelfExcludeReasons,
  selfBlockRequested,
} from '@bet/limits';
import { ActivityChart } from '../activity-chart';
import { LimitsPageView } from '../limits-page-view';

/** Spec 01 §2 office "responsible" on the store: opening reads the limits, the offer, the reasons and the activity. */
export function LimitsPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const status = useSelector(selectLimitsStatus);
  const groups = useSelector(selectLimitGroups);
  const currency = useSelector(selectLimitsCurrency);
  const save = useSelector(selectLimitSave);
  const reasons = useSelector(selectSelfExcludeReasons);
  const extraLocked = useSelector(selectIsExtraLimitsLocked);
  const selfBlock = useSelector(selectSelfBlockStatus);
  const activity = useSelector(selectActivity);
  useEffect(() => {
    dispatch(limitsPageOpened());
  }, [dispatch]);
  return (
    <LimitsPageView
      status={status}
      groups={groups}
      currency={currency}
      language={i18n.language}
      save={save}
      reasons={reasons}
      extraLocked={extraLocked}
      selfBlock={selfBlock}
      activity={
        <ActivityChart
          status={activity.status}
          currency={activity.currency}
          days={activity.days}
          language={i18n.language}
        />
      }
      onRetry={() => dispatch(limitsRetryRequested())}
      onType={(limitType, text) => dispatch(limitValueTyped({ limitType, text }))}
      onSave={(request) => dispatch(limitSaveRequested(request))}
      onCancel={(limitType) => dispatch(limitCancelRequested({ limitType }))}
      onSelfBlock={() => dispatch(selfBlockRequested({}))}
    />
  );
}
