import type { RouteObject } from 'react-router';
import { BETTING_SECTIONS } from '@bet/contract';
import { GENERIC_PAGE_TYPES } from '@bet/routing';
import type { LazyRoute } from '@bet/ui';

/** Spec 01 §2 page types of the listing and game routes (@bet/routing betting-routes.ts). */
export const BETTING_PAGE_TYPES: readonly string[] = [
  ...GENERIC_PAGE_TYPES,
  'marble',
  'epl',
  'laliga',
  'europaleague',
  'champ',
];

/**
 * React Router routes of the listing and game pages, one pair per page type and section: static
 * first segments, so these never claim another section's paths (casino/..., info/...), and a
 * static section (line, live), so `team/{teamId}` (the team info page, issue 18) and
 * `champ/home` are never read as a listing of the team or champ page type. @bet/routing's table
 * (the app's RouteGuard) has already checked every segment when they render. Each page loads on
 * first visit (issue 16): `lazy` is the app's, which owns what a chunk that fails to load does.
 */
export function createBettingRoutes(lazy: LazyRoute): RouteObject[] {
  return [
    // Issue 18: the champ page type's own pages (spec 01 §2 "champ has home, game and final sub-routes").
    {
      path: 'champ/home',
      lazy: lazy(
        () => import('../champ/champ-home-page'),
        (m) => m.ChampHomePage,
      ),
    },
    {
      path: 'champ/final',
      lazy: lazy(
        () => import('../champ/champ-final-page'),
        (m) => m.ChampFinalPage,
      ),
    },
    ...createListingAndGameRoutes(lazy),
  ];
}

function createListingAndGameRoutes(lazy: LazyRoute): RouteObject[] {
  return BETTING_PAGE_TYPES.flatMap((pageType) =>
    BETTING_SECTIONS.flatMap((section) => [
      {
        path: `${pageType}/${section}/:menuSection/:sport/:champ/:game`,
        lazy: lazy(
          () => import('./game-page'),
          ({ SportsbookGamePage }) =>
            function GameRoute() {
              return <SportsbookGamePage pageType={pageType} section={section} />;
            },
        ),
      },
      {
        path: `${pageType}/${section}/:menuSection?/:sport?/:champ?`,
        lazy: lazy(
          () => import('./listing-page'),
          ({ SportsbookListingPage }) =>
            function ListingRoute() {
              return <SportsbookListingPage pageType={pageType} section={section} />;
            },
        ),
      },
    ]),
  );
}
