import type { ComponentType, ReactNode } from 'react';
import type { CasinoCategory } from '@bet/contract';
import { CasinoCategoryPage, CasinoProviderPage } from './category-page';
import { CasinoGamePage } from './game-page';
import { MyCasinoPage } from './my-casino-page';
import { CasinoOfferPage, CasinoOffersPage } from './offer-pages';
import { OTHER_CASINO_PAGES } from './other-casino-pages';
import { OtherGamesPage } from './other-games-page';
import { CasinoProvidersPage } from './providers-page';
import { CasinoSearchPage } from './search-page';
import { CasinoTournamentPage, CasinoTournamentsPage } from './tournament-pages';

/** A casino page as a route shows it; `notFound` is the app's 404 page (an unknown game, a bonus game). */
export type CasinoRoutePage = ComponentType<{ notFound: ReactNode }>;

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

const category =
  (slug: CasinoCategory, subcategoryParam?: string): CasinoRoutePage =>
  () => <CasinoCategoryPage key={slug} category={slug} subcategoryParam={subcategoryParam} />;
const game: CasinoRoutePage = ({ notFound }) => <CasinoGamePage notFound={notFound} />;

/**
 * Every casino page by its route path (spec 01 §2 "Casino and third-party games", "Casino
 * bonuses"). It comes with the casino's chunk; the app's routes hold only the paths
 * (CASINO_PATHS of casino-routes.tsx, which a test keeps equal to these keys).
 */
export const CASINO_PAGES: Readonly<Record<string, CasinoRoutePage>> = {
  'casino-lobby': () => <CasinoCategoryPage />,
  'slots/game/:gameId/:gameName': game,
  'live-casino/game/:gameId/:gameName': game,
  'slots/:subcategory?': category('slots'),
  'live-casino/:subcategory?': category('live-casino'),
  // "poker/{game?}": the segment narrows the poker games as a sub-category does (libs/casino/ui README).
  'poker/:game?': category('poker', 'game'),
  ...Object.fromEntries(CATEGORY_LOBBIES.map((slug) => [slug, category(slug)])),
  othergames: OtherGamesPage,
  providers: CasinoProvidersPage,
  'providers/:provider': CasinoProviderPage,
  'my-casino': () => <MyCasinoPage />,
  'my-casino/favorites': () => <MyCasinoPage favouritesOnly />,
  'casino-search': CasinoSearchPage,
  'bonus/casino': () => <CasinoOffersPage kind="bonus" />,
  'bonus/casino/promo': () => <CasinoOffersPage kind="promotion" />,
  'bonus/casino/tournaments': CasinoTournamentsPage,
  'bonus/casino/tournaments/:tournamentId': CasinoTournamentPage,
  'bonus/casino/promotions/:promotionId': () => <CasinoOfferPage kind="promotion" />,
  'bonus/casino/:bonusId': () => <CasinoOfferPage kind="bonus" />,
  // Spec 01 §2 casino routes with no section of their own (README "Other casino routes").
  ...OTHER_CASINO_PAGES,
};
