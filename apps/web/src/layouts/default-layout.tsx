import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ConnectedAccountMenu, ConnectedAccountSwitcher } from '@bet/accounts-ui';
import { ConnectedQuickSettings, CouponColumn, CouponReminder } from '@bet/coupon-ui';
import { SessionHeaderActions } from '@bet/session-ui';
import { ConnectedUnreadMarkers } from '@bet/support-ui';
import { SiteHeader } from '@bet/site-ui';
import { ConnectedMaintenanceNotice } from '@bet/site-ui';
import { SkipLink } from '@bet/ui';
import styles from './default-layout.module.css';
import { AdBlockBanner } from '@bet/site-ui';
import { LayoutFooter } from './layout-footer';
import { LayoutOverlays } from './layout-overlays';

const CONTENT_ID = 'content';
/** Where scroll-to-top moves focus: before the skip link, so the next Tab starts the page over. */
const PAGE_TOP_ID = 'page-top';

/** Spec 01 §2 "default" layout: header, content, footer; the session's dialogs over them. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <span id={PAGE_TOP_ID} tabIndex={-1} />
      <SkipLink targetId={CONTENT_ID}>{t('main_skip_to_content')}</SkipLink>
      <SiteHeader
        account={
          <SessionHeaderActions
            accountControls={
              // The accounts feature's balance, switcher and office menu, in the signed-in corner;
              // the unread messages and support replies (issue 12).
              <>
                <ConnectedAccountSwitcher />
                <ConnectedAccountMenu />
                <ConnectedUnreadMarkers />
              </>
            }
          />
        }
        // Issue 12: the odds format for visitors and players, and the settings page link for players.
        settings={<ConnectedQuickSettings />}
      />
      <div className={styles.body}>
        {/* tabIndex -1: the skip link moves focus here without adding a tab stop. */}
        <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
          {/* Spec 01 §4 Maintenance: the notice of planned works, above the page. */}
          <ConnectedMaintenanceNotice />
          {/* Spec 01 §1 ad-blocker warning, a dismissible banner above the page. */}
          <AdBlockBanner />
          {/* Spec 01 §4 Coupon notification: the reminder, unless the coupon is in view. */}
          <CouponReminder />
          <Outlet />
        </main>
        {/* Issue 6: the coupon in the right column, beside every page of this layout. */}
        <CouponColumn />
      </div>
      {/* Shared with the headless layout: the footer, and the widgets and dialogs over the page. */}
      <LayoutFooter />
      <LayoutOverlays topId={PAGE_TOP_ID} />
    </div>
  );
}
