import { useTranslation } from 'react-i18next';
import type { PlacedCouponRecord } from '@bet/contract';
import type { CoefFormat } from '@bet/coupon/state';
import type { PrintCouponProblem, RequestStatus } from '@bet/office';
import { Alert, Button, Spinner } from '@bet/ui';
import { CouponCard } from './coupon-card';
import styles from './office.module.css';

export interface PrintCouponViewProps {
  language: string;
  status: RequestStatus;
  problem: PrintCouponProblem | null;
  coupon: PlacedCouponRecord | null;
  /** The player's odds format (spec 01 §3 coefViewId); decimal unless given. */
  formatCoef?: CoefFormat;
  /** Opens the browser's print dialog (window.print in the app). */
  onPrint: () => void;
  onRetry: () => void;
}

/**
 * Spec 01 §2 print-coupon/{couponId}: one coupon with every leg, on a page with nothing else,
 * and a print button that does not itself print (print styles hide it).
 */
export function PrintCouponView({
  language,
  status,
  problem,
  coupon,
  formatCoef,
  onPrint,
  onRetry,
}: PrintCouponViewProps) {
  const { t } = useTranslation();
  if (status === 'failed' && problem) {
    return (
      <section className={styles.print}>
        <Alert
          tone="error"
          action={
            problem === 'failed' ? (
              <Button variant="secondary" onClick={onRetry}>
                {t('office_history_retry')}
              </Button>
            ) : undefined
          }
        >
          {t(
            problem === 'not_found'
              ? 'office_print_not_found'
              : problem === 'unauthorized'
                ? 'office_print_unauthorized'
                : 'office_print_error',
          )}
        </Alert>
      </section>
    );
  }
  if (!coupon) {
    return (
      <section className={styles.print}>
        <Spinner label={t('office_print_loading')} showLabel />
      </section>
    );
  }
  return (
    <section className={styles.print}>
      <CouponCard
        coupon={coupon}
        language={language}
        expandable={false}
        headingLevel={1}
        {...(formatCoef ? { formatCoef } : {})}
      />
      <div className={styles.noPrint}>
        <Button onClick={onPrint}>{t('office_print_button')}</Button>
      </div>
    </section>
  );
}
