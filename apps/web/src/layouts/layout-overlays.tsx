import { ConsentHost } from '@bet/consent-ui';
import { LimitsOverlays } from '@bet/limits-ui';
import { MediaHost } from '@bet/media-ui';
import { NotificationsHost } from '@bet/notifications-ui';
import { SessionOverlays, TermsUpdateNotice } from '@bet/session-ui';
import { SiteShell, WidgetDock, WidgetOverlays } from '@bet/site-ui';
import { useAppServices } from '../app-services';

export interface LayoutOverlaysProps {
  /** Where scroll-to-top moves focus. */
  topId: string;
}

/**
 * What the default and headless layouts draw over the page (spec 01 §2 Modals and widgets):
 * scroll-to-top and the support multi-button, the age notice and the new-site modal, the
 * session's dialogs, the limits' dialogs (reality check, approval, session limit), the site
 * routines (with the session's terms-update notice), notifications and the cookie consent, and
 * live media's floating player, full screen and side zones.
 */
export function LayoutOverlays({ topId }: LayoutOverlaysProps) {
  const { pendingRequests } = useAppServices();
  return (
    <>
      <WidgetDock topId={topId} />
      {/* Issue 15: mounted with the layout, so the floating player follows the player from page to page. */}
      <MediaHost />
      <WidgetOverlays />
      <SessionOverlays />
      <LimitsOverlays />
      <SiteShell pendingRequests={pendingRequests}>
        <TermsUpdateNotice />
      </SiteShell>
      <NotificationsHost />
      <ConsentHost />
    </>
  );
}
