import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  quickCouponVisibilityChanged,
  rightPanelToggled,
  selectIsCouponPageVisible,
  selectIsRightPanelCompact,
} from '@bet/coupon/state';
import { Button } from '@bet/ui';
import styles from '../coupon.module.css';
import { CompactRightPanel } from './compact-right-panel';
import { CouponPanel } from './coupon-panel';
import { useFitToViewport } from './use-fit-to-viewport';
import { useOnScreen } from './use-on-screen';

/**
 * The coupon in the page's right column (issue 6: "the coupon on the right"): a complementary
 * landmark beside the content. It steps aside while the coupon page is open, so the page holds
 * the only coupon. It tells the coupon state whether it is on screen (the quick coupon of the
 * reminder rule). The player folds it to its compact state and back (spec 01 §4 "Right panel:
 * compact or expanded, user-toggled, stored globally"; the coupon state stores it).
 */
export function CouponColumn() {
  const { t } = useTranslation();
  const isPageOpen = useSelector(selectIsCouponPageVisible);
  const isCompact = useSelector(selectIsRightPanelCompact);
  const column = useRef<HTMLElement>(null);
  const contentId = useId();
  useFitToViewport(column, !isPageOpen);
  // Spec 01 §4: the reminder alert does not show while the quick coupon is on screen; the
  // compact panel shows no coupon, so then it does.
  const dispatch = useDispatch();
  const report = useCallback((isVisible: boolean) => dispatch(quickCouponVisibilityChanged({ isVisible })), [dispatch]);
  useOnScreen(column, !isPageOpen && !isCompact, report);
  if (isPageOpen) return null;
  // Named, as pages may have complementary landmarks of their own (the sport menu).
  return (
    <aside ref={column} className={styles.column} data-compact={isCompact || undefined} aria-label={t('coupon_title')}>
      <div className={styles.columnBar}>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={!isCompact}
          aria-controls={contentId}
          onClick={() => dispatch(rightPanelToggled({ isCompact: !isCompact }))}
        >
          {isCompact ? t('coupon_panel_expand') : t('coupon_panel_collapse')}
        </Button>
      </div>
      <div id={contentId}>{isCompact ? <CompactRightPanel /> : <CouponPanel />}</div>
    </aside>
  );
}
