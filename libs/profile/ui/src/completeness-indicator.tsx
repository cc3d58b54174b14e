import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileCompleteness } from '@bet/profile';
import styles from './profile.module.css';

export interface CompletenessIndicatorProps {
  completeness: ProfileCompleteness;
}

/**
 * Spec 01 §5 profile completeness: how much is filled (a progress bar named for screen readers)
 * and, by name, what is still missing (README "Completeness indicator").
 */
export function CompletenessIndicator({ completeness }: CompletenessIndicatorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('profile_completeness_title')}
      </h2>
      <progress
        className={styles.meter}
        max={100}
        value={completeness.percent}
        aria-label={t('profile_completeness_label')}
        aria-valuetext={`${completeness.percent}%`}
      />
      {completeness.complete ? (
        <p className={styles.value} role="status">
          {t('profile_completeness_complete')}
        </p>
      ) : (
        <>
          <p className={styles.value} id={`${headingId}-missing`}>
            {completeness.percent}% · {t('profile_completeness_missing')}
          </p>
          <ul className={styles.missing} aria-labelledby={`${headingId}-missing`}>
            {completeness.missing.map((field) => (
              <li key={field} className={styles.missingItem}>
                {t(`profile_field_${field}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
