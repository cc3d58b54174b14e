import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkipLink } from '@bet/ui';
import { DeferredSessionOverlays } from '../on-demand';
import styles from './default-layout.module.css';

const CONTENT_ID = 'content';

/**
 * Spec 01 §2 "empty" layout (payment results, oldbrowser, 500, internal-vpn): only the page, a
 * skip link and the session's dialogs. Payment results open in the payment system's window or
 * frame, where a header, footer or widgets would be in the way.
 */
export function EmptyLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} data-layout="empty">
      <SkipLink targetId={CONTENT_ID}>{t('main_skip_to_content')}</SkipLink>
      <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
      <DeferredSessionOverlays />
    </div>
  );
}
