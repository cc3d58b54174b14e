import { useTranslation } from 'react-i18next';
import { Button } from '@bet/ui';
import styles from './consent-banner.module.css';

export interface ConsentBannerProps {
  onAcceptAll: () => void;
  onCustomise: () => void;
}

/**
 * Spec 01 §2 / §4 cookie consent, main view: a labelled region at the bottom of the page rather
 * than a modal, so a visitor can read the page first; accept all or customise.
 */
export function ConsentBanner({ onAcceptAll, onCustomise }: ConsentBannerProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title" aria-describedby="consent-banner-text">
      <div className={styles.body}>
        <h2 id="consent-banner-title" className={styles.title}>
          {t('consent_title')}
        </h2>
        <p id="consent-banner-text" className={styles.text}>
          {t('consent_text')}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCustomise}>
          {t('consent_customise')}
        </Button>
        <Button onClick={onAcceptAll}>{t('consent_accept_all')}</Button>
      </div>
    </section>
  );
}
