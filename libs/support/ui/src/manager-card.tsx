import { useTranslation } from 'react-i18next';
import type { PersonalManager } from '@bet/contract';
import type { FormStatus, LoadStatus } from '@bet/support';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './support.module.css';

export interface ManagerCardProps {
  manager: PersonalManager | null;
  status: LoadStatus;
  call: FormStatus;
  onCall: () => void;
  onRetry: () => void;
}

const hrefOf = (channel: PersonalManager['channels'][number]): string => {
  if (channel.kind === 'email') return `mailto:${channel.value}`;
  if (channel.kind === 'phone') return `tel:${channel.value.replace(/[^\d+]/g, '')}`;
  return `https://t.me/${channel.value.replace(/^@/, '')}`;
};

/** Weekdays in the page's language, Monday (1) to Sunday (7); 5 Jan 2026 was a Monday. */
function dayNames(days: readonly number[], language: string): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return days.map((day) => format.format(Date.UTC(2026, 0, 4 + day))).join(', ');
}

/**
 * Issue 12 office `manager`: the player's personal manager, the channels to reach them (links),
 * the working hours in the manager's zone (they are the manager's, not a moment, so the player's
 * zone does not apply) and "ask for a call".
 */
export function ManagerCard({ manager, status, call, onCall, onRetry }: ManagerCardProps) {
  const { t, i18n } = useTranslation();
  if (manager === null && status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('promotion_retry')}
          </Button>
        }
      >
        {t('manager_failed')}
      </Alert>
    );
  if (manager === null) return <Spinner label={t('manager_loading')} />;
  return (
    <div className={styles.form}>
      <p className={styles.heading}>{manager.name}</p>
      <dl className={styles.details} aria-label={t('manager_contacts')}>
        {manager.channels.map((channel) => (
          <div key={channel.kind}>
            <dt>{t(`manager_channel_${channel.kind}`)}</dt>
            <dd>
              <a href={hrefOf(channel)}>{channel.value}</a>
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('manager_hours')}</dt>
          <dd>
            {t('manager_hours_value', {
              days: dayNames(manager.hours.days, i18n.language),
              from: manager.hours.from,
              to: manager.hours.to,
              zone: manager.timeZone,
            })}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <Button onClick={onCall} disabled={call === 'pending'}>
          {call === 'pending' ? t('manager_call_sending') : t('manager_call')}
        </Button>
      </div>
    </div>
  );
}
