import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectIsDarkTheme, selectVisibleLanguages, themeChosen } from '@bet/site';
import { Header } from '@bet/ui';
import { ThemeSwitch } from './appearance/theme-switch';
import { LanguageMenu } from './language-menu';
import { MainNavigation } from './navigation/main-navigation';
import styles from './site-header.module.css';
import { useSiteConfig, useSiteLanguage } from './use-site-config';

export interface SiteHeaderProps {
  /**
   * The account controls (sign-in and registration for visitors, name, balance and sign-out for
   * players). The session feature owns them; the app passes them in, so the site feature does
   * not depend on it.
   */
  account?: ReactNode;
  /** Issue 12: the quick settings (the odds format), which another feature owns; before the theme switch. */
  settings?: ReactNode;
}

/**
 * The default layout's header: the logo home, the account controls, the theme switch and the
 * language menu on the first row, the site's sections on the second.
 */
export function SiteHeader({ account, settings }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { companyName } = useSiteConfig();
  const language = useSiteLanguage();
  const languages = useSelector(selectVisibleLanguages);
  const isDark = useSelector(selectIsDarkTheme);
  const dispatch = useDispatch();
  return (
    <Header
      variant="double"
      navigation={<MainNavigation language={language} />}
      navigationLabel={t('main_main_navigation')}
      logo={
        <Link to={`/${language}/`} className={styles.logo} aria-label={t('main_home_link', { companyName })}>
          {companyName}
        </Link>
      }
      actions={
        <div className={styles.actions}>
          {account}
          {settings}
          <ThemeSwitch
            isDark={isDark}
            label={t('main_dark_theme')}
            onToggle={(dark) => dispatch(themeChosen({ theme: dark ? 'dark' : 'light' }))}
          />
          <LanguageMenu languages={languages} current={language} />
        </div>
      }
    />
  );
}
