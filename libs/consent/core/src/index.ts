export { agreementSaga, restoreConsent } from './agreement-saga';
export { analyticsCacheKey, analyticsSaga } from './analytics-saga';
export type { AnalyticsInstaller, ConsentDeps } from './consent-deps';
export { applyReferralCookies, consentSaga } from './consent-saga';
export {
  acceptedAll,
  analyticsFailed,
  analyticsInstalled,
  analyticsLoading,
  consentReducer,
  consentRestored,
  consentSlice,
  customiseClosed,
  customiseOpened,
  initialConsentState,
  optionToggled,
  selectionSaved,
} from './consent-slice';
export type { AnalyticsStatus, ConsentState, ConsentView } from './consent-slice';
export {
  AGREEMENT_LOG_FAILED,
  ANALYTICS_COUNTERS_FAILED,
  ANALYTICS_COUNTERS_STORAGE_KEY,
  ANALYTICS_INSTALL_DELAY_MS,
  ANALYTICS_STORAGE_EXPIRY_MS,
  COOKIES_AGREE_TIME_STORAGE_KEY,
  COOKIES_AGREE_TYPE_COOKIE,
  REFERRAL_COOKIE_LIFETIMES_S,
} from './constants';
export {
  agreeTypeOf,
  allowsFunctionality,
  allowsMarketing,
  COOKIE_OPTION_NAMES,
  cookieOptions,
  selectionOf,
} from './cookie-options';
export type { CookieOption, CookieOptionName, CookieSelection } from './cookie-options';
export { referralCookieWrites } from './referral-cookies';
export type { CookieWrite } from './referral-cookies';
export {
  selectAgreeType,
  selectAnalytics,
  selectConsent,
  selectConsentView,
  selectCookieOptions,
  selectFunctionalityAllowed,
  selectMarketingAllowed,
} from './selectors';
export type { WithConsent } from './selectors';
export { createDataLayerInstaller, isRegistrationPath } from './data-layer-installer';
export type { DataLayerEntry } from './data-layer-installer';
