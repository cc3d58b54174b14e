import { useTranslation } from 'react-i18next';
import styles from './coupon-types.module.css';

export interface AntiExpressPriceProps {
  /** The anti-express coefficient in the player's odds format ('' while there is none). */
  coefText: string;
  /** The coefficient is the bookmaker's (spec 01 §3 antiExpressCoef), not the fair preview. */
  isServerPrice: boolean;
}

/**
 * What an anti-express is and whose coefficient the coupon shows: the bookmaker prices it
 * (spec 01 §3 antiExpressCoef); until its figure arrives the fair price is a preview. A polite
 * live region, so the figure is read when it arrives.
 */
export function AntiExpressPrice({ coefText, isServerPrice }: AntiExpressPriceProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.blocks}>
      <p className={styles.hint}>{t('coupon_anti_express_hint')}</p>
      {coefText ? (
        <p className={styles.hint} aria-live="polite">
          {isServerPrice
            ? t('coupon_anti_express_price', { coef: coefText })
            : t('coupon_anti_express_preview', { coef: coefText })}
        </p>
      ) : null}
    </div>
  );
}
