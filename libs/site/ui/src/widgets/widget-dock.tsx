import { ScrollToTop } from './scroll-to-top';
import { SiteSupportButton } from './site-support-button';
import styles from './widgets.module.css';

export interface WidgetDockProps {
  /** Id of the focusable element at the top of the page, where scroll-to-top moves focus. */
  topId: string;
  /** Unread support replies (the support feature's, composed by the app; issue 12). */
  supportUnread?: number;
}

/** The floating corner of the default layout (spec 01 §2): scroll-to-top above the support button. */
export function WidgetDock({ topId, supportUnread = 0 }: WidgetDockProps) {
  return (
    <div className={styles.dock}>
      <ScrollToTop topId={topId} />
      <SiteSupportButton unreadCount={supportUnread} />
    </div>
  );
}
