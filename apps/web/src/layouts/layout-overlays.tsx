import { ConsentHost } from '@bet/consent-ui';
import { NotificationsHost } from '@bet/notifications-ui';
import { SessionOverlays } from '@bet/session-ui';
import { WidgetDock, WidgetOverlays } from '@bet/site-ui';
import { SiteShell } from '../site-shell';

export interface LayoutOverlaysProps {
  /** Where scroll-to-top moves focus. */
  topId: string;
}

/**
 * What the default and headless layouts draw over the page (spec 01 §2 Modals and widgets):
 * scroll-to-top and the support multi-button, the age notice and the new-site modal, the
 * session's dialogs, the site routines, notifications and the cookie consent.
 */
export function LayoutOverlays({ topId }: LayoutOverlaysProps) {
  return (
    <>
      <WidgetDock topId={topId} />
      <WidgetOverlays />
      <SessionOverlays />
      <SiteShell />
      <NotificationsHost />
      <ConsentHost />
    </>
  );
}
