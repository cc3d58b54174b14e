import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@bet/ui';
import styles from './coupon.module.css';

export interface CouponSuccessProps {
  couponId: string;
  /** The stake and the possible win as text, when the server said them. */
  amount?: string | null;
  possibleWin?: string | null;
  printHref: string;
  historyHref: string;
  onClose: () => void;
}

/**
 * The bet was accepted: the coupon number, where to print it and where the history is. Focus
 * moves to the heading so a keyboard or screen-reader user learns the outcome at once (the
 * place button they pressed is gone).
 */
export function CouponSuccess({ couponId, amount, possibleWin, printHref, historyHref, onClose }: CouponSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby={titleId} role="status">
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {t('coupon_success_title')}
      </h3>
      <p>{t('coupon_success_number', { id: couponId })}</p>
      {amount || possibleWin ? (
        <dl className={styles.figures}>
          {amount ? (
            <>
              <dt>{t('coupon_stake_label')}</dt>
              <dd>{amount}</dd>
            </>
          ) : null}
          {possibleWin ? (
            <>
              <dt>{t('coupon_possible_win')}</dt>
              <dd>{possibleWin}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.links}>
        <Link to={printHref}>{t('coupon_success_print')}</Link>
        <Link to={historyHref}>{t('coupon_success_history')}</Link>
      </div>
      <Button variant="secondary" onClick={onClose}>
        {t('coupon_success_close')}
      </Button>
    </section>
  );
}
