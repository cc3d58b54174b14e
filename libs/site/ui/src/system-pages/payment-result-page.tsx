import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '@bet/i18n';
import type { PAYMENT_RESULTS } from '@bet/routing';
import { useSiteLanguage } from '../use-site-config';
import { SystemPage } from './system-page';
import styles from './system-page.module.css';

/** Spec 01 §2 "onpay/success, fail, pending, cancel". */
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
/** onpay/… answers a deposit, onpay/withdraw/… a withdrawal (spec 01 §2). */
export type PaymentDirection = 'deposit' | 'withdraw';

export interface PaymentResultPageProps {
  direction: PaymentDirection;
  result: PaymentResult;
  /** A signed-in player also gets a link to the payment history (guests have none). */
  signedIn: boolean;
}

/**
 * The page the payment system returns the player to (spec 01 §2 "Payment results and system
 * pages"), one for all eight onpay routes. The spec gives no texts: ours name the outcome and
 * what to do next; the history link leads to historypay, the payments history.
 */
export function PaymentResultPage({ direction, result, signedIn }: PaymentResultPageProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const key = `payment_result_${direction}_${result}` as const;
  return (
    <SystemPage title={t(`${key}_title` satisfies TranslationKey)} text={t(`${key}_text` satisfies TranslationKey)}>
      <nav aria-label={t('payment_result_next')} className={styles.text}>
        <Link to={`/${language}/`}>{t('main_go_home')}</Link>
        {signedIn && (
          <>
            {' · '}
            <Link to={`/${language}/historypay`}>{t('payment_result_history')}</Link>
          </>
        )}
      </nav>
    </SystemPage>
  );
}
