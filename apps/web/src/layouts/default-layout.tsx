import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SessionHeaderActions, SessionOverlays } from '@bet/session-ui';
import { SiteFooter, SiteHeader } from '@bet/site-ui';
import { ConnectedMaintenanceNotice } from '@bet/site-ui';
import { RemoteFooter } from '@bet/remote-apps-ui';
import { SkipLink } from '@bet/ui';
import { NotificationsHost } from '@bet/notifications-ui';
import { ConsentHost } from '@bet/consent-ui';
import styles from './default-layout.module.css';
import { SiteShell } from '../site-shell';
import { AdBlockBanner, SitePolicyLogo, WidgetDock, WidgetOverlays } from '@bet/site-ui';

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
      <SiteHeader account={<SessionHeaderActions />} />
      {/* tabIndex -1: the skip link moves focus here without adding a tab stop. */}
      <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        {/* Spec 01 §4 Maintenance: the notice of planned works, above the page. */}
        <ConnectedMaintenanceNotice />
        {/* Spec 01 §1 ad-blocker warning, a dismissible banner above the page. */}
        <AdBlockBanner />
        <Outlet />
      </main>
      <SiteFooter year={new Date().getFullYear()}>
        {/* The footer's remote part (spec 02 §1). */}
        <RemoteFooter />
        {/* Spec 01 §2 policy logo (listed geos) and the hidden policy image of spec 02 §7. */}
        <SitePolicyLogo />
      </SiteFooter>
      {/* Spec 01 §2: scroll-to-top and the support multi-button; the age notice and the new-site modal. */}
      <WidgetDock topId={PAGE_TOP_ID} />
      <WidgetOverlays />
      <SessionOverlays />
      <SiteShell />
      {/* Spec 01 §2 Modals and widgets: notifications any feature sends, and the cookie consent. */}
      <NotificationsHost />
      <ConsentHost />
    </div>
  );
}
