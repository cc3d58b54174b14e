export {
  CONFIG_FETCH_RETRIES,
  CONFIG_RETRY_DELAY_MS,
  LANGUAGE_COOKIE,
  LAST_RESORT_LANGUAGE,
  NO_SITE_CONFIG,
  SIGNED_IN_COOKIE,
} from './constants';
export {
  isLanguageAllowed,
  isLanguageSegment,
  languageOfPath,
  pathInLanguage,
  resolveLanguage,
} from './language';
export type { LanguageInput } from './language';
export {
  selectIsSignedIn,
  selectLanguage,
  selectSite,
  selectSiteConfig,
  selectSiteError,
  selectSiteStatus,
  selectVisibleLanguages,
} from './selectors';
export type { WithSite } from './selectors';
export type { SiteDeps } from './site-deps';
export { reloadConfig, siteSaga, startUp, switchLanguage } from './site-saga';
export {
  configReloaded,
  initialSiteState,
  languageRequested,
  languageSwitched,
  languageSwitchFailed,
  siteReducer,
  signedInChanged,
  siteSlice,
  startupFailed,
  startupStarted,
  startupSucceeded,
} from './site-slice';
export type { ConfigSource, SiteState, SiteStatus, StartupSucceeded } from './site-slice';
