import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SessionHeaderActions, SessionOverlays } from '@bet/session-ui';
import { SiteFooter, SiteHeader } from '@bet/site-ui';
import { SkipLink } from '@bet/ui';
import styles from './default-layout.module.css';

const CONTENT_ID = 'content';

/** Spec 01 §2 "default" layout: header, content, footer; the session's dialogs over them. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <SkipLink targetId={CONTENT_ID}>{t('main_skip_to_content')}</SkipLink>
      <SiteHeader account={<SessionHeaderActions />} />
      {/* tabIndex -1: the skip link moves focus here without adding a tab stop. */}
      <main id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
      <SiteFooter year={new Date().getFullYear()} />
      <SessionOverlays />
    </div>
  );
}
