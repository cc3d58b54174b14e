import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { BONUS_GAMES } from '@bet/routing';
import type { LazyRoute } from '@bet/ui';
import type * as OnDemand from '../on-demand';

type CasinoOnDemand = typeof OnDemand;
const load = (): Promise<CasinoOnDemand> => import('../on-demand');

/**
 * The paths of the casino's pages (spec 01 §2), the keys of CASINO_PAGES (casino-pages.tsx): only
 * the paths sit in the app's entry, the pages come with the casino's chunk.
 */
export const CASINO_PATHS: readonly string[] = [
  'casino-lobby',
  'slots/game/:gameId/:gameName',
  'live-casino/game/:gameId/:gameName',
  'slots/:subcategory?',
  'live-casino/:subcategory?',
  'poker/:game?',
  'keno',
  'bingo',
  'tvgames',
  'virtualsports',
  'fast-games',
  'crash-games',
  'card-games',
  'skill-games',
  'fishinghunting',
  'scratchcards',
  'othergames',
  'providers',
  'providers/:provider',
  'my-casino',
  'my-casino/favorites',
  'casino-search',
  'bonus/casino',
  'bonus/casino/promo',
  'bonus/casino/tournaments',
  'bonus/casino/tournaments/:tournamentId',
  'bonus/casino/promotions/:promotionId',
  'bonus/casino/:bonusId',
  'fast-bet',
  'asian-games',
  'casino/brand',
  'slots/vulkan',
  'slots/thank-you',
  'casino/thank-you',
  'keno/thank-you',
  'casino/slot-first-deposit',
  'toto/:section',
  'lotto/:sectionName?/:lottoId?',
  ...BONUS_GAMES,
];

export interface CasinoRoutesOptions {
  /** The app's 404 page: the game page shows it for an unknown game id, a bonus game page for an unknown game. */
  NotFound: ComponentType;
}

/**
 * React Router routes of the casino pages (spec 01 §2 "Casino and third-party games", "Casino
 * bonuses"), each loaded on first visit from one chunk (issue 16: `lazy` is the app's). The
 * route table of @bet/routing (the app's RouteGuard) has already checked each segment.
 */
export function createCasinoRoutes(lazy: LazyRoute, { NotFound }: CasinoRoutesOptions): RouteObject[] {
  return CASINO_PATHS.map((path) => ({
    path,
    lazy: lazy(
      load,
      ({ CASINO_PAGES }) =>
        function CasinoRoute() {
          const Page = CASINO_PAGES[path] ?? NotFound;
          return <Page notFound={<NotFound />} />;
        },
    ),
  }));
}
