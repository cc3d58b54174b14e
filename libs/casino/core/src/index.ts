// Public API of @bet/casino: the catalogue, search, favourites, the game session, tournaments, offers and rounds (issue 14).
export {
  CASINO_PAGE_SIZE,
  CASINO_ROUNDS_LIMIT,
  GAME_LOAD_TIMEOUT_MS,
  GAME_MESSAGE_IGNORED_LOG,
  LEADERBOARD_POLL_MS,
  SEARCH_DEBOUNCE_MS,
} from './constants';
export type { CasinoDeps } from './casino-deps';
export type { LoadStatus } from './load-status';
export type { CasinoProblem } from './problem-of';
export { casinoBalanceChanged, casinoPlayerChanged } from './events';
export {
  acceptGameMessage,
  originOf,
  type GameMessageVerdict,
  type IgnoredReason,
  type MessageLike,
} from './game-message';
export { decideGameMode, type ModeDecision } from './game-mode';
export { gameListKey, type GameListQuery } from './game-list-query';
export {
  casinoLobbyOpened,
  casinoLobbyRetryRequested,
  gameListMoreRequested,
  gameListOpened,
  gameListRetryRequested,
  type CatalogueState,
  type GameListState,
} from './catalogue-slice';
export { casinoSearchTyped, searchableQuery, type SearchState } from './search-slice';
export {
  casinoFavouritesOpened,
  casinoRecentOpened,
  favouriteToggled,
  type PlayerGamesState,
} from './favourites-slice';
export {
  gameMessageAccepted,
  gameMessageIgnored,
  gameModeChosen,
  gamePageClosed,
  gamePageOpened,
  gameRetryRequested,
  type GameSessionState,
  type GameSessionStatus,
} from './game-session-slice';
export {
  casinoTournamentClosed,
  casinoTournamentOpened,
  casinoTournamentRetryRequested,
  casinoTournamentsOpened,
  type TournamentsState,
} from './tournaments-slice';
export { casinoOffersOpened, casinoRoundsOpened, type OffersState } from './offers-slice';
export { casinoReducer, type CasinoState, type WithCasino } from './casino-reducer';
export {
  selectCasinoLobby,
  selectCasinoOffers,
  selectCasinoRounds,
  selectCasinoSearch,
  selectCasinoSignedIn,
  selectCurrentTournament,
  selectFavouriteIds,
  selectFavourites,
  selectGameList,
  selectGameSession,
  selectIsFavourite,
  selectRecentGames,
  selectTournamentList,
} from './selectors';
export { casinoSaga } from './casino-saga';
