import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@bet/ui';
import styles from './not-found-page.module.css';
import { useSiteLanguage } from './use-site-config';

/** Spec 02 §8: an invalid route gives 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const title = t('main_page_not_found');
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <Link to={`/${language}/`} className={styles.link}>
        {t('main_go_home')}
      </Link>
    </section>
  );
}
