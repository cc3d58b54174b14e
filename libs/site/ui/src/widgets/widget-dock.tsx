import { ScrollToTop } from './scroll-to-top';
import { SiteSupportButton } from './site-support-button';
import styles from './widgets.module.css';

export interface WidgetDockProps {
  /** Id of the focusable element at the top of the page, where scroll-to-top moves focus. */
  topId: string;
}

/** The floating corner of the default layout (spec 01 §2): scroll-to-top above the support button. */
export function WidgetDock({ topId }: WidgetDockProps) {
  return (
    <div className={styles.dock}>
      <ScrollToTop topId={topId} />
      <SiteSupportButton />
    </div>
  );
}
