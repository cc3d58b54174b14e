import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeOf } from '@bet/i18n';
import { pathInLanguage } from '@bet/site';
import styles from './language-menu.module.css';

export interface LanguageMenuProps {
  languages: readonly string[];
  current: string;
}

/**
 * Links to the current page in each language the visitor may use. Links, not buttons: each
 * language is an address of its own (spec 01 §2), so it can be opened in a new tab or shared.
 */
export function LanguageMenu({ languages, current }: LanguageMenuProps) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('main_language_menu')} className={styles.menu}>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language}>
            <Link
              to={`${pathInLanguage(pathname, language) ?? pathname}${search}${hash}`}
              // The site's codes `kz`, `ua` are not language tags: a screen reader needs `kk`, `uk`.
              lang={localeOf(language)}
              hrefLang={localeOf(language)}
              aria-current={language === current ? 'true' : undefined}
              className={styles.link}
            >
              {t(`main_language_name_${language}`, { defaultValue: language.toUpperCase() })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
