import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CasinoCategory } from '@bet/contract';
import { BONUS_GAMES } from '@bet/routing';
import type { LazyRoute } from '@bet/ui';
import type * as OnDemand from '../on-demand';

type CasinoOnDemand = typeof OnDemand;
const load = (): Promise<CasinoOnDemand> => import('../on-demand');

/** Spec 01 §2 lobbies of one segment, each the games of its category. */
const CATEGORY_LOBBIES: readonly CasinoCategory[] = [
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
];

/** The paths of OTHER_CASINO_PAGES (fast-bet, the thank-you pages, toto, lotto, the bonus games, ...). */
const OTHER_CASINO_PATHS = [
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
  /** The app's 404 page: the game page shows it for an unknown game id. */
  NotFound: ComponentType;
}

/**
 * React Router routes of the casino pages (spec 01 §2 "Casino and third-party games", "Casino
 * bonuses"), each loaded on first visit from one chunk (issue 16: `lazy` is the app's). The
 * route table of @bet/routing (the app's RouteGuard) has already checked each segment.
 */
export function createCasinoRoutes(lazy: LazyRoute, { NotFound }: CasinoRoutesOptions): RouteObject[] {
  const page = (path: string, pick: (m: CasinoOnDemand) => ComponentType): RouteObject => ({
    path,
    lazy: lazy(load, pick),
  });
  const category = (path: string, slug: CasinoCategory, subcategoryParam?: string) =>
    page(
      path,
      ({ CasinoCategoryPage }) =>
        function CategoryRoute() {
          return <CasinoCategoryPage key={slug} category={slug} subcategoryParam={subcategoryParam} />;
        },
    );
  const game = (path: string) =>
    page(
      path,
      ({ CasinoGamePage }) =>
        function GameRoute() {
          return <CasinoGamePage notFound={<NotFound />} />;
        },
    );
  return [
    // Spec 01 §2 casino routes with no section of their own (libs/casino/ui README "Other casino routes").
    ...OTHER_CASINO_PATHS.map((path) =>
      page(
        path,
        ({ OTHER_CASINO_PAGES }) =>
          function OtherRoute() {
            const Page = OTHER_CASINO_PAGES[path] ?? NotFound;
            return <Page notFound={<NotFound />} />;
          },
      ),
    ),
    page(
      'casino-lobby',
      ({ CasinoCategoryPage }) =>
        function LobbyRoute() {
          return <CasinoCategoryPage />;
        },
    ),
    game('slots/game/:gameId/:gameName'),
    game('live-casino/game/:gameId/:gameName'),
    category('slots/:subcategory?', 'slots'),
    category('live-casino/:subcategory?', 'live-casino'),
    // "poker/{game?}": the segment narrows the poker games as a sub-category does (libs/casino/ui README).
    category('poker/:game?', 'poker', 'game'),
    ...CATEGORY_LOBBIES.map((slug) => category(slug, slug)),
    page('othergames', (m) => m.OtherGamesPage),
    page('providers', (m) => m.CasinoProvidersPage),
    page('providers/:provider', (m) => m.CasinoProviderPage),
    page('my-casino', (m) => m.MyCasinoPage),
    page(
      'my-casino/favorites',
      ({ MyCasinoPage }) =>
        function FavouritesRoute() {
          return <MyCasinoPage favouritesOnly />;
        },
    ),
    page('casino-search', (m) => m.CasinoSearchPage),
    page(
      'bonus/casino',
      ({ CasinoOffersPage }) =>
        function BonusesRoute() {
          return <CasinoOffersPage kind="bonus" />;
        },
    ),
    page(
      'bonus/casino/promo',
      ({ CasinoOffersPage }) =>
        function PromotionsRoute() {
          return <CasinoOffersPage kind="promotion" />;
        },
    ),
    page('bonus/casino/tournaments', (m) => m.CasinoTournamentsPage),
    page('bonus/casino/tournaments/:tournamentId', (m) => m.CasinoTournamentPage),
    page(
      'bonus/casino/promotions/:promotionId',
      ({ CasinoOfferPage }) =>
        function PromotionRoute() {
          return <CasinoOfferPage kind="promotion" />;
        },
    ),
    page(
      'bonus/casino/:bonusId',
      ({ CasinoOfferPage }) =>
        function BonusRoute() {
          return <CasinoOfferPage kind="bonus" />;
        },
    ),
  ];
}
