import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  reminderAlertClosed,
  selectIsCouponPageVisible,
  selectIsQuickCouponVisible,
  selectIsReminderAlertVisible,
} from '@bet/coupon/state';
import { routePath } from '@bet/routing';
import { selectLanguage } from '@bet/site';
import { CouponReminderAlert } from '../coupon-reminder-alert';
import type { CouponUiState } from './coupon-panel';

/**
 * The coupon reminder where the layout puts it (spec 01 §4 "Coupon notification"): shown once
 * the reminder falls due (the coupon state's `reminderDue`), never on the coupon page or while
 * the quick coupon is on screen; closing it is `reminderAlertClosed`.
 */
export function CouponReminder() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const isDue = useSelector(selectIsReminderAlertVisible);
  const isCouponInView = useSelector(
    (state: CouponUiState) => selectIsCouponPageVisible(state) || selectIsQuickCouponVisible(state),
  );
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  if (!isDue || isCouponInView) return null;
  return (
    <CouponReminderAlert
      couponHref={routePath('coupon', { language })}
      onClose={() => dispatch(reminderAlertClosed())}
    />
  );
}
