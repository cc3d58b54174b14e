import type * as OnDemand from './on-demand';
// Public API of @bet/casino-ui: the casino's components and, on demand, its pages (issue 14).
export { CasinoNav, type CasinoNavProps } from './casino-nav';
export { CategoryView, type CategoryViewProps } from './category-view';
export { FilterBar, type FilterBarProps } from './filter-bar';
export { GAME_FRAME_SANDBOX, GameFrame, useGameMessages, type GameFrameProps } from './game-frame';
export { EAGER_TILES, GameGrid, GRID_STEP, type GameGridProps } from './game-grid';
export { GameListSection, type GameListSectionProps } from './game-list-section';
export { GamePageView, type GamePageViewProps } from './game-page-view';
export { GameTile, TILE_IMAGE_HEIGHT, TILE_IMAGE_WIDTH, type GameTileProps } from './game-tile';
export {
  categoryPath,
  gamePath,
  lobbyPathOf,
  OTHER_GAME_CATEGORY,
  OTHER_GAME_KINDS,
  providerPath,
  type OtherGameKind,
} from './links';
export { MyCasinoView, type MyCasinoViewProps } from './my-casino-view';
export {
  OfferView,
  OffersView,
  offerPath,
  type OfferViewProps,
  type OffersPageKind,
  type OffersViewProps,
} from './offers-view';
export { ProvidersView, type ProvidersViewProps } from './providers-view';
export { RoundsView, type RoundsViewProps } from './rounds-view';
export { SearchView, type SearchViewProps } from './search-view';
export { SubcategoryNav, type SubcategoryNavProps } from './subcategory-nav';
export { TournamentView, type TournamentViewProps } from './tournament-view';
export { TournamentsView, type TournamentsViewProps } from './tournaments-view';
export { createCasinoRoutes, type CasinoRoutesOptions } from './connected/casino-routes';
// Loaded on demand (issue 16): the pages, a chunk of their own (on-demand.ts).
export type CasinoOnDemand = typeof OnDemand;
export const loadCasinoOnDemand = (): Promise<CasinoOnDemand> => import('./on-demand');
