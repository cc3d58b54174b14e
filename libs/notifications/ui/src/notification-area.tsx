import { useTranslation } from 'react-i18next';
import type { Notification } from '@bet/notifications';
import { Button } from '@bet/ui';
import styles from './notification-area.module.css';

export interface NotificationAreaProps {
  /** The shown notifications, in order (selectVisibleNotifications: at most 3, by priority). */
  notifications: readonly Notification[];
  /** How many wait behind them. */
  queued?: number;
  onDismiss: (id: string) => void;
}

/**
 * Spec 02 §8, §9: the notification area. It is a labelled region whose list is a polite live
 * region, so a new notification is read out once without stealing focus; each has a close button
 * reachable by keyboard. Texts are translation keys; a server message without a key shows as it came.
 */
export function NotificationArea({ notifications, queued = 0, onDismiss }: NotificationAreaProps) {
  const { t } = useTranslation();
  // Server messages may hold ':' or '.', which i18next would read as namespace or key paths; one
  // that is not a key shows as it came (its own default value).
  const text = (key: string, values?: Record<string, string | number>) =>
    t(key, { ...values, defaultValue: key, nsSeparator: false, keySeparator: false });
  return (
    <section className={styles.area} aria-label={t('notifications_region')}>
      <ul className={styles.list} aria-live="polite" aria-relevant="additions text">
        {notifications.map((item) => {
          const titleId = `notification-${item.id}-title`;
          const textId = `notification-${item.id}-text`;
          return (
            <li
              key={item.id}
              className={`${styles.item} ${styles[item.tone]}`}
              data-tone={item.tone}
              aria-labelledby={item.title ? titleId : textId}
              aria-describedby={item.title ? textId : undefined}
            >
              <div className={styles.body}>
                {item.title ? (
                  <p id={titleId} className={styles.title}>
                    {text(item.title)}
                  </p>
                ) : null}
                <p id={textId} className={styles.text}>
                  {text(item.text, item.values)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('notifications_close')}
                onClick={() => onDismiss(item.id)}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ul>
      {queued > 0 ? <p className={styles.queued}>{t('notifications_queued', { count: queued })}</p> : null}
    </section>
  );
}
