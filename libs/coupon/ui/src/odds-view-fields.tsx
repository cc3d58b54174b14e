import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppViewType, allowedCoefViews, formatCoef, resolveCoefView } from '@bet/coupon';
import styles from './odds-view.module.css';

/** Spec 01 §3 global settings: appViewType (0 European, 1 Asian) and coefViewId. */
export interface OddsView {
  appViewType: number;
  coefViewId: number;
}

/** The coefficient every format is shown on: a price whose forms all differ (2.50, 3/2, +150, 1.5, -0.667). */
export const SAMPLE_COEF = 2.5;

const APP_VIEW_TYPES = [AppViewType.European, AppViewType.Asian] as const;

export interface OddsViewFieldsProps {
  view: OddsView;
  onChange: (view: OddsView) => void;
}

/**
 * The two choices of the odds view as native radio groups (keyboard and screen readers as the
 * platform gives them): the view, then the coefficient formats that view offers (spec 01 §5
 * "coefficient view constrained by app view type"), each with the sample coefficient in it.
 * Changing the view keeps the format when the new view offers it, else decimal.
 */
export function OddsViewFields({ view, onChange }: OddsViewFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className={styles.fields}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('coupon_odds_view')}</legend>
        <div className={styles.options}>
          {APP_VIEW_TYPES.map((appViewType) => (
            <label key={appViewType} className={styles.option}>
              <input
                type="radio"
                name={`${name}-view`}
                value={appViewType}
                checked={view.appViewType === appViewType}
                onChange={() => onChange({ appViewType, coefViewId: resolveCoefView(appViewType, view.coefViewId) })}
              />
              {t(`coupon_odds_view_${appViewType}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('coupon_odds_format')}</legend>
        <div className={styles.options}>
          {allowedCoefViews(view.appViewType).map((coefViewId) => (
            <label key={coefViewId} className={styles.option}>
              <input
                type="radio"
                name={`${name}-format`}
                value={coefViewId}
                checked={view.coefViewId === coefViewId}
                onChange={() => onChange({ appViewType: view.appViewType, coefViewId })}
              />
              {t(`coupon_odds_format_${coefViewId}`)}{' '}
              <span className={styles.sample}>({formatCoef(SAMPLE_COEF, coefViewId)})</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
