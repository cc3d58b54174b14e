import { useTranslation } from 'react-i18next';
import { maintenanceTextLanguage } from '@bet/maintenance';
import { usePlayerTime } from '@bet/time-settings-ui';
import { Alert } from '@bet/ui';
import styles from './maintenance-notice.module.css';

export interface MaintenanceNoticeProps {
  /** The announced works (Unix ms); without both, the notice says "soon". */
  startAt: number | null;
  finishAt: number | null;
}

/**
 * Spec 01 §2 "maintenance notice": announces planned works. Whether it shows is the core's rule
 * (notify start passed, notify end not); the text follows the maintenance text rule of spec 02
 * §8 like the maintenance page. A polite status: it blocks nothing.
 */
export function MaintenanceNotice({ startAt, finishAt }: MaintenanceNoticeProps) {
  const { t, i18n } = useTranslation();
  const lng = maintenanceTextLanguage(i18n.language);
  const time = usePlayerTime();
  const text =
    startAt !== null && finishAt !== null
      ? t('system_maintenance_notice', { lng, start: time.dateTime(startAt), finish: time.dateTime(finishAt) })
      : t('system_maintenance_notice_soon', { lng });
  return (
    <div className={styles.notice} lang={lng === i18n.language ? undefined : lng}>
      <Alert tone="info" title={t('system_maintenance_notice_label', { lng })}>
        {text}
      </Alert>
    </div>
  );
}
