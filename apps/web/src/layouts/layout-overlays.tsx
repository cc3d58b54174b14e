import { ConsentHost } from '@bet/consent-ui';
import { NotificationsHost } from '@bet/notifications-ui';
import { TermsUpdateNotice } from '@bet/session-ui';
import { SiteShell, WidgetDock, WidgetOverlays } from '@bet/site-ui';
import { useSupportChatUnread } from '@bet/support-ui';
import { useAppServices } from '../app-services';
import { DeferredLimitsOverlays, DeferredMediaHost, DeferredSessionOverlays } from '../on-demand';

export interface LayoutOverlaysProps {
  /** Where scroll-to-top moves focus. */
  topId: string;
}

/**
 * What the default and headless layouts draw over the page (spec 01 §2 Modals and widgets):
 * scroll-to-top and the support multi-button, the age notice and the new-site modal, the
 * session's dialogs, the limits' dialogs (reality check, approval, session limit), the site
 * routines (with the session's terms-update notice), notifications and the cookie consent, and
 * live media's floating player, full screen and side zones. The dialogs and the player load after
 * the first render (issue 16, on-demand.tsx).
 */
export function LayoutOverlays({ topId }: LayoutOverlaysProps) {
  const { pendingRequests } = useAppServices();
  // Issue 12: the support button shows the support chat's unread replies.
  const supportUnread = useSupportChatUnread();
  return (
    <>
      <WidgetDock topId={topId} supportUnread={supportUnread} />
      {/* Issue 15: mounted with the layout, so the floating player follows the player from page to page. */}
      <DeferredMediaHost />
      <WidgetOverlays />
      <DeferredSessionOverlays />
      <DeferredLimitsOverlays />
      <SiteShell pendingRequests={pendingRequests}>
        <TermsUpdateNotice />
      </SiteShell>
      <NotificationsHost />
      <ConsentHost />
    </>
  );
}
