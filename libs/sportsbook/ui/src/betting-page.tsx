import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteTheme } from '@bet/routing';
import { THEME_TITLE_KEYS } from './page-theme';
import styles from './betting-page.module.css';

export interface BettingPageProps {
  /** The left column (the sport menu). */
  menu: ReactNode;
  theme?: RouteTheme | undefined;
  children: ReactNode;
}

/**
 * The grid of the betting pages: the sport menu on the left and the page; the coupon is the
 * layout's right column (apps/web DefaultLayout). A themed page type gets its accent colour
 * (a class by theme) and a banner naming it.
 */
export function BettingPage({ menu, theme, children }: BettingPageProps) {
  const { t } = useTranslation();
  return (
    <div className={[styles.page, theme ? styles[theme] : undefined].filter(Boolean).join(' ')} data-theme={theme}>
      {/* A div, not an aside: the menu is a navigation landmark itself, and the layout's
          complementary landmark is the coupon column. */}
      <div className={styles.aside}>{menu}</div>
      <div className={styles.content}>
        {theme ? <p className={styles.banner}>{t(THEME_TITLE_KEYS[theme])}</p> : null}
        {children}
      </div>
    </div>
  );
}

export const bettingPageClasses = styles;
