import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@bet/ui';
import { TimeSettingsSection } from './time-settings-section';
import styles from './time-settings-page.module.css';

/**
 * A minimal office `settings` page (spec 01 §2) holding the time section until the full
 * settings page (issue 12 part A) mounts `TimeSettingsSection` among its groups.
 */
export function TimeSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('time_settings_page_title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('time_settings_page_title')}</h1>
      <TimeSettingsSection />
    </div>
  );
}
