import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CouponReminder } from '@bet/coupon-ui';
import { SkipLink } from '@bet/ui';
import { AdBlockBanner, ConnectedMaintenanceNotice } from '@bet/site-ui';
import styles from './default-layout.module.css';
import { LayoutFooter } from './layout-footer';
import { LayoutOverlays } from './layout-overlays';

const CONTENT_ID = 'content';
const PAGE_TOP_ID = 'page-top';

/**
 * Spec 01 §2 "headless" layout ("header hidden"): the default layout without its header, for
 * pages that bring their own top, such as the casino landing-{x} landings.
 */
export function HeadlessLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} data-layout="headless">
      <span id={PAGE_TOP_ID} tabIndex={-1} />
      <SkipLink targetId={CONTENT_ID}>{t('main_skip_to_content')}</SkipLink>
      <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        <ConnectedMaintenanceNotice />
        <AdBlockBanner />
        {/* Spec 01 §4 Coupon notification: no quick coupon here, so the reminder shows when due. */}
        <CouponReminder />
        <Outlet />
      </main>
      <LayoutFooter />
      <LayoutOverlays topId={PAGE_TOP_ID} />
    </div>
  );
}
