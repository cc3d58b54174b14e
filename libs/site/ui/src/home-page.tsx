import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@bet/ui';
import styles from './home-page.module.css';
import { useSiteConfig } from './use-site-config';

const SECTIONS = ['main_section_line', 'main_section_live', 'main_section_cyber', 'main_section_casino'] as const;

/** The home route: what the site offers, for whom, in the visitor's language. */
export function HomePage() {
  const { t } = useTranslation();
  const { companyName, minAge } = useSiteConfig();
  const title = t('main_home_title', { companyName });
  usePageTitle(title);
  return (
    <article className={styles.page} aria-labelledby="home-title">
      <div className={styles.hero}>
        <h1 id="home-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{t('main_home_lead')}</p>
      </div>
      <section aria-labelledby="home-sections" className={styles.sections}>
        <h2 id="home-sections" className={styles.subtitle}>
          {t('main_home_sections_title')}
        </h2>
        <ul className={styles.grid}>
          {SECTIONS.map((key) => (
            <li key={key} className={styles.card}>
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.notice}>{t('main_age_restriction', { companyName, minAge })}</p>
      <p className={styles.notice}>{t('main_responsible_gaming')}</p>
    </article>
  );
}
