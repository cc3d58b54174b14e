import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button } from '@bet/ui';
import styles from './coupon.module.css';

export interface CouponReminderAlertProps {
  /** The coupon page's address. */
  couponHref: string;
  onClose: () => void;
}

/**
 * Spec 01 §4 "Coupon notification": a warning that the coupon still holds bets, linking to the
 * coupon. Polite (`role="status"`): it should not cut off what a screen reader is reading.
 */
export function CouponReminderAlert({ couponHref, onClose }: CouponReminderAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="warning"
      title={t('coupon_reminder_title')}
      className={styles.reminder}
      action={
        <Button variant="ghost" size="sm" aria-label={t('coupon_reminder_close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </Button>
      }
    >
      <p>
        {t('coupon_reminder_text')} <Link to={couponHref}>{t('coupon_reminder_link')}</Link>
      </p>
    </Alert>
  );
}
