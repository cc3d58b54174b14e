import type { RouteObject } from 'react-router';
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
 * React Router routes of the listing and game pages, one pair per page type: a static first
 * segment, so these never claim another section's paths (casino/..., info/...). @bet/routing's
 * table (the app's RouteGuard) has already checked every segment when they render. Each page
 * loads on first visit (issue 16): `lazy` is the app's, which owns what a chunk that fails to
 * load does.
 */
export function createBettingRoutes(lazy: LazyRoute): RouteObject[] {
  return BETTING_PAGE_TYPES.flatMap((pageType) => [
    {
      path: `${pageType}/:section/:menuSection/:sport/:champ/:game`,
      lazy: lazy(
        () => import('./game-page'),
        ({ SportsbookGamePage }) =>
          function GameRoute() {
            return <SportsbookGamePage pageType={pageType} />;
          },
      ),
    },
    {
      path: `${pageType}/:section/:menuSection?/:sport?/:champ?`,
      lazy: lazy(
        () => import('./listing-page'),
        ({ SportsbookListingPage }) =>
          function ListingRoute() {
            return <SportsbookListingPage pageType={pageType} />;
          },
      ),
    },
  ]);
}
