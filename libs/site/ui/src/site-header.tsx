import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectVisibleLanguages } from '@bet/site';
import { Header } from '@bet/ui';
import { LanguageMenu } from './language-menu';
import styles from './site-header.module.css';
import { useSiteConfig, useSiteLanguage } from './use-site-config';

/** The default layout's header: the logo home and the language menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { companyName } = useSiteConfig();
  const language = useSiteLanguage();
  const languages = useSelector(selectVisibleLanguages);
  return (
    <Header
      logo={
        <Link to={`/${language}/`} className={styles.logo} aria-label={t('main_home_link', { companyName })}>
          {companyName}
        </Link>
      }
      actions={<LanguageMenu languages={languages} current={language} />}
    />
  );
}
