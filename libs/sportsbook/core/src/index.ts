// Public API of @bet/sportsbook: the line and live feed (issue 6, part 3). See README.md.
export { feedKey, normalizeFeedRequest, sectionOf } from './feed-request';
export type { FeedKind, FeedRequest } from './feed-request';
// Issue 18: the feed each page type stands for (spec 01 §2 page types).
export { IPL_CHAMP_ID, pageTypeFeed } from './page-type-feed';
export { champFeed, FEATURED_CHAMP_ID, FEATURED_SPORT_ID, selectChampFinalId } from './champ-feed';
export type { ListingScope } from './page-type-feed';
export { FEED_RELEASE_DELAY_MS, REFRESH_INTERVALS, REFRESH_OVERRIDES, refreshInterval } from './refresh-intervals';
export type { FeedSubject, LineLiveInterval, RefreshOverride } from './refresh-intervals';
export {
  bettingSettingsChanged,
  bettingSettingsRestored,
  bettingTypeChanged,
  blacklistChanged,
  expressOfTheDayLoaded,
  feedFailed,
  feedLate,
  feedRefreshRequested,
  feedReleased,
  feedSubscribed,
  feedUnsubscribed,
  gameListLoaded,
  menuLoaded,
  sportsbookReducer,
  teamLoaded,
  timeFilterChanged,
} from './sportsbook-slice';
export {
  CYBER_MATCHES_FILTER_TYPES,
  DEFAULT_BETTING_SETTINGS,
  initialSportsbookState,
  isFeedStale,
} from './sportsbook-state';
export type {
  BettingSettings,
  BettingSettingsPatch,
  CyberMatchesFilterType,
  ExpressOfTheDayView,
  FeedState,
  FeedStatus,
  FeedStatusName,
  MarketMove,
  StoredMarket,
  MenuState,
  SportsbookState,
  WithSportsbook,
} from './sportsbook-state';
export {
  selectBettingSettings,
  selectBlacklist,
  selectChampById,
  selectChampsOfSport,
  selectCurrentBettingType,
  selectCyberSports,
  selectExpressOfTheDay,
  selectFeedStatus,
  selectGameById,
  selectListGameIds,
  selectMainMarketIds,
  selectMarketById,
  selectMarketGroups,
  selectShownMarketGroups,
  selectMarketMove,
  selectMenuSports,
  selectSportById,
  selectTeamInfo,
} from './selectors';
export type { MarketGroup } from './selectors';
export { sportsbookSaga } from './sportsbook-saga';
// The line -> coupon bridge (ARCHITECTURE.md "How features talk"): the app spawns it beside the sportsbook saga.
export { couponFeedSaga, couponGameRequest } from './coupon-feed-saga';
export { betChangesFrom, couponUpdatesFrom } from './coupon-bet-changes';
export type { GameNow } from './coupon-bet-changes';
export { FEED_FAILED_LOG } from './feed-saga';
export { BETTING_SETTINGS_STORAGE_KEY, readBettingSettings, storedBettingSettings } from './settings-saga';
export type { SportsbookDeps } from './sportsbook-deps';
// Issue 12: the global display settings (spec 01 §3 marketsNameType and the 0/1 flags the line applies).
export {
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_MARKETS_NAME_TYPE,
  DISPLAY_FLAGS,
  flagOfSetting,
  isMarketsNameType,
  MARKETS_NAME_TYPE_COOKIE,
  MARKETS_NAME_TYPES,
  marketsNameTypeOfSetting,
  readDisplaySettings,
  settingOfFlag,
  settingOfMarketsNameType,
  shortMarketNameKey,
} from './display-settings';
export type { DisplayFlag, DisplayFlags, DisplaySettings, MarketsNameType } from './display-settings';
export { DISPLAY_SETTING_NOT_SAVED, displaySettingsSaga } from './display-settings-saga';
export { displayFlagChosen, displaySettingsRestored, marketsNameTypeChosen } from './sportsbook-slice';
export {
  selectDisplayFlag,
  selectDisplaySettings,
  selectIsExpressOfTheDayShown,
  selectMarketsNameType,
} from './selectors';
// Results, champion results and statistic (issue 6, part 8): libs/sportsbook/core/src/results.
export {
  DAY_MS,
  RESULTS_DAYS_BACK,
  normalizeResultsFilter,
  resultsFilterKey,
  resultsSpan,
  utcDayStart,
} from './results/results-filter';
// Issue 18: the player's days (results by the player's day, not UTC).
export type { ResultsFilter } from './results/results-filter';
export { initialResultsState } from './results/results-state';
export type { ResultsState, ResultsStatusName, WithSportsbookResults } from './results/results-state';
export {
  resultsFailed,
  resultsHidden,
  resultsLoaded,
  resultsRefreshRequested,
  resultsShown,
  sportsbookResultsReducer,
} from './results/results-slice';
export { RESULTS_FAILED_LOG, RESULTS_REFRESH_MS, sportsbookResultsSaga } from './results/results-saga';
export {
  groupResultsByChamp,
  selectResults,
  selectResultsState,
  selectResultsStatus,
  sportIdsOfResults,
} from './results/results-selectors';
export type { ResultsChampGroup, ResultsStatus } from './results/results-selectors';
export { DRAW_SPORT_IDS, sportAllowsDraws, standingsFrom } from './results/standings';
export type { StandingRow, StandingsOptions } from './results/standings';
