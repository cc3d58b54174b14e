import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MAIN_SECTIONS, sectionOfPath, sectionPath, type MainSection } from './main-sections';
import styles from './main-navigation.module.css';

const LABELS: Record<MainSection, string> = {
  line: 'main_nav_line',
  live: 'main_nav_live',
  cyber: 'main_nav_cyber',
  casino: 'main_nav_casino',
  'live-casino': 'main_nav_live_casino',
  'other-games': 'main_nav_other_games',
  promotions: 'main_nav_promotions',
  results: 'main_nav_results',
};

export interface MainNavigationProps {
  language: string;
}

/**
 * The sections of the site as links (issue 19 "Navigation"), for the header's navigation
 * landmark. The section of the page shown is marked for everyone: `aria-current="page"` on its
 * own page, `"true"` inside it (a game of the live list is in Live), and the same look.
 */
export function MainNavigation({ language }: MainNavigationProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOfPath(pathname);
  return (
    <ul className={styles.list}>
      {MAIN_SECTIONS.map((section) => {
        const href = sectionPath(section, language);
        const here = section === current ? (pathname === href ? 'page' : 'true') : undefined;
        return (
          <li key={section}>
            <Link to={href} className={styles.link} aria-current={here}>
              {t(LABELS[section])}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
