import { useTranslation } from 'react-i18next';
import { maintenanceTextLanguage } from '@bet/maintenance';
import { usePlayerTime } from '@bet/time-settings-ui';
import styles from './system-page.module.css';
import { SystemPage } from './system-page';

export interface MaintenancePageProps {
  /** When the works end (Unix ms), if known. */
  finishAt?: number | null;
}

/**
 * Spec 01 §2 maintenance page. Spec 02 §8 Texts: "Maintenance text is Russian for az, kz, ua,
 * ru, otherwise English", whatever the page's language; the `lang` attribute tells screen
 * readers which one they read.
 */
export function MaintenancePage({ finishAt = null }: MaintenancePageProps) {
  const { t, i18n } = useTranslation();
  const lng = maintenanceTextLanguage(i18n.language);
  const time = usePlayerTime();
  return (
    <SystemPage
      title={t('system_maintenance_title', { lng })}
      text={t('system_maintenance_text', { lng })}
      lang={lng === i18n.language ? undefined : lng}
    >
      {finishAt === null ? null : (
        <p className={styles.text}>{t('system_maintenance_until', { lng, finish: time.dateTime(finishAt) })}</p>
      )}
    </SystemPage>
  );
}
