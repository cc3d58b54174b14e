/**
 * What the app loads on demand (issue 16), a chunk of its own: every casino page. Not in the
 * library's index: `loadCasinoOnDemand`.
 */
export { CasinoCategoryPage, CasinoProviderPage } from './connected/category-page';
export type { CasinoCategoryPageProps } from './connected/category-page';
export { CasinoGamePage } from './connected/game-page';
export type { CasinoGamePageProps } from './connected/game-page';
export { MyCasinoPage } from './connected/my-casino-page';
export { CasinoOfferPage, CasinoOffersPage, CasinoRoundsSection } from './connected/offer-pages';
export { OtherGamesPage } from './connected/other-games-page';
export { CasinoProvidersPage } from './connected/providers-page';
export { CasinoSearchPage } from './connected/search-page';
export { CasinoTournamentPage, CasinoTournamentsPage } from './connected/tournament-pages';
export { CASINO_PAGES } from './connected/casino-pages';
