import { findRoute, type RouteTheme } from '@bet/routing';

/**
 * The theme of a betting page type (spec 01 §2: epl, laliga, europaleague and champ pages are
 * themed), read from the route table's `meta.theme`, so the table stays the one source.
 */
export function themeOfPageType(pageType: string | undefined): RouteTheme | undefined {
  return pageType ? findRoute(pageType)?.meta.theme : undefined;
}

export const THEME_TITLE_KEYS = {
  epl: 'sportsbook_theme_epl',
  laliga: 'sportsbook_theme_laliga',
  europaleague: 'sportsbook_theme_europaleague',
  champ: 'sportsbook_theme_champ',
} as const satisfies Record<RouteTheme, string>;
