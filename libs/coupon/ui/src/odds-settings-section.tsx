import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoef } from '@bet/coupon';
import type { OddsViewSaveState } from '@bet/coupon/state';
import { OddsSaveStatus } from './odds-save-status';
import { OddsViewFields, SAMPLE_COEF, type OddsView } from './odds-view-fields';
import styles from './odds-view.module.css';

export interface OddsSettingsSectionProps {
  view: OddsView;
  save: OddsViewSaveState;
  onChange: (view: OddsView) => void;
  /** The section's heading level under the page's title. */
  headingLevel?: 2 | 3;
}

/**
 * The settings page's "View and odds" section (spec 01 §3 appViewType, coefViewId): the view,
 * the formats it offers, the sample coefficient as the chosen format shows it, and what became
 * of saving it on the account.
 */
export function OddsSettingsSection({ view, save, onChange, headingLevel = 2 }: OddsSettingsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.heading}>
        {t('coupon_odds_section')}
      </Heading>
      <OddsViewFields view={view} onChange={onChange} />
      <p className={styles.note} aria-live="polite">
        {t('coupon_odds_sample', {
          decimal: formatCoef(SAMPLE_COEF, 0),
          shown: formatCoef(SAMPLE_COEF, view.coefViewId),
        })}
      </p>
      <OddsSaveStatus save={save} />
    </section>
  );
}
