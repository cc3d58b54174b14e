import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { quickCouponVisibilityChanged, selectIsCouponPageVisible } from '@bet/coupon/state';
import styles from '../coupon.module.css';
import { CouponPanel } from './coupon-panel';
import { useFitToViewport } from './use-fit-to-viewport';
import { useOnScreen } from './use-on-screen';

/**
 * The coupon in the page's right column (issue 6: "the coupon on the right"): a complementary
 * landmark beside the content. It steps aside while the coupon page is open, so the page holds
 * the only coupon. It tells the coupon state whether it is on screen (the quick coupon of the
 * reminder rule).
 */
export function CouponColumn() {
  const { t } = useTranslation();
  const isPageOpen = useSelector(selectIsCouponPageVisible);
  const column = useRef<HTMLElement>(null);
  useFitToViewport(column, !isPageOpen);
  // Spec 01 §4: the reminder alert does not show while the quick coupon is on screen.
  const dispatch = useDispatch();
  const report = useCallback((isVisible: boolean) => dispatch(quickCouponVisibilityChanged({ isVisible })), [dispatch]);
  useOnScreen(column, !isPageOpen, report);
  if (isPageOpen) return null;
  // Named, as pages may have complementary landmarks of their own (the sport menu).
  return (
    <aside ref={column} className={styles.column} aria-label={t('coupon_title')}>
      <CouponPanel />
    </aside>
  );
}
