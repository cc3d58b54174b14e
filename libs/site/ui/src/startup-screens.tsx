import { useTranslation } from 'react-i18next';
import { ErrorScreen, LoadingScreen } from '@bet/ui';
import { NO_SITE_CONFIG } from '@bet/site';
import styles from './startup-screens.module.css';

/** Shown while the site config and the language are being settled. */
export function StartupScreen() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('main_loading')} />;
}

export interface NoSiteConfigScreenProps {
  onReload: () => void;
}

/**
 * Spec 02 §4 / §8: without a site config the application fails with 'no site config'. The
 * message is kept verbatim (support and monitoring search for it) under a translated
 * explanation and a way out.
 */
export function NoSiteConfigScreen({ onReload }: NoSiteConfigScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      headingLevel={1}
      title={t('main_no_site_config_title')}
      message={
        <>
          <p>{t('main_no_site_config_text')}</p>
          <p className={styles.code}>{NO_SITE_CONFIG}</p>
        </>
      }
      action={{ label: t('main_page_refresh_button'), onClick: onReload }}
    />
  );
}
