export {
  CONFIG_FETCH_RETRIES,
  CONFIG_RETRY_DELAY_MS,
  LANGUAGE_COOKIE,
  LAST_RESORT_LANGUAGE,
  NO_SITE_CONFIG,
  SIGNED_IN_COOKIE,
} from './constants';
export { isLanguageAllowed, isLanguageSegment, languageOfPath, pathInLanguage, resolveLanguage } from './language';
export type { LanguageInput } from './language';
export {
  selectAuthConfig,
  selectGeoCountryId,
  selectGroupId,
  selectIsConfirmTermsAvailable,
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
export {
  AD_BLOCK_WARNING_DISMISSED_KEY,
  AGE_ACKNOWLEDGED_SESSION_KEY,
  AGE_ACKNOWLEDGED_UNTIL_KEY,
  AGE_ACKNOWLEDGEMENT_MS,
  NEW_SITE_MODAL_MEMORY_MS,
  NEW_SITE_SEEN_UNTIL_KEY,
  POLICY_LOGO_GEO_COUNTRY_IDS,
  REGISTRATION_REMINDER_NEXT_KEY,
  SCROLL_TO_TOP_SCREENS,
  WIDGET_SETTINGS_FAILED,
} from './widgets/constants';
export { ageAcknowledgement, isAgeNoticeDue } from './widgets/age-notice';
export type { AgeNoticeInput } from './widgets/age-notice';
export { isNewSiteModalDue, newSiteModalSeenUntil } from './widgets/new-site-modal';
export { nextReminderAllowedAt, reminderDueAt } from './widgets/registration-reminder';
export { isPolicyLogoShown } from './widgets/policy-logo';
export { isScrollToTopShown } from './widgets/scroll-to-top';
export { isConsultantAvailable, supportOptions } from './widgets/support-options';
export type { SupportOptions } from './widgets/support-options';
export { NO_WIDGET_SETTINGS, parseWidgetSettings } from './widgets/widget-settings';
export type { WidgetSettings } from './widgets/widget-settings';
export type { WidgetsDeps } from './widgets/widgets-deps';
export {
  adBlockCheck,
  ageNoticeFlow,
  loadWidgetSettings,
  newSiteModalFlow,
  registrationReminderFlow,
  widgetsSaga,
} from './widgets/widgets-saga';
export {
  selectAdBlockStatus,
  selectAgeNotice,
  selectIsAdBlockWarningShown,
  selectIsPolicyLogoShown,
  selectIsWidgetModalOpen,
  selectNewSiteModal,
  selectSupportOptions,
  selectWidgets,
} from './widgets/widgets-selectors';
export type { WithWidgets } from './widgets/widgets-selectors';
export {
  adBlockerChecked,
  adBlockWarningDismissed,
  ageConfirmed,
  ageNoticeLeft,
  ageNoticeShown,
  initialWidgetsState,
  newSiteModalClosed,
  newSiteModalShown,
  registrationReminderFired,
  widgetSettingsFailed,
  widgetSettingsLoaded,
  widgetSettingsRequested,
  widgetsReducer,
  widgetsSlice,
} from './widgets/widgets-slice';
export type { AdBlockStatus, WidgetSettingsStatus, WidgetsState } from './widgets/widgets-slice';
export { ownAppVersion } from './app-version';
export { APP_VERSION_CHECK_FAILED, APP_VERSION_CHECK_MS, appVersionSaga } from './app-version-saga';
export { isProductionSite } from './production-site';
export {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  mayReloadForChunkError,
  reloadForChunkError,
} from './chunk-reload';
export type { ChunkReloadPorts } from './chunk-reload';
export { alternateLinks, canonicalUrl, headModel, robotsOf, splitLanguagePath } from './seo';
export type { CanonicalInput, HeadInput, HeadModel } from './seo';
export { loadSeoPageData, SEO_PAGE_DATA_FAILED, seoSaga } from './seo-saga';
export {
  appUpdateAvailable,
  appUpdateNoticeDismissed,
  initialShellState,
  selectAppUpdate,
  selectSeo,
  selectShowAppUpdateNotice,
  seoPageDataFailed,
  seoPageDataLoaded,
  seoPageRequested,
  shellReducer,
  shellSlice,
} from './shell-slice';
export type { SeoPage, ShellState, WithShell } from './shell-slice';
export {
  APP_COMPACT_VIEW_KEY,
  APP_FONT_SIZE_KEY,
  APP_THEME_KEY,
  appearanceAttributes,
  appThemeOfSetting,
  DEFAULT_FONT_SIZE,
  effectiveTheme,
  flagSetting,
  FONT_SIZE_STEPS,
  isFlagOn,
  isFontSizeStep,
  readStoredAppearance,
  settingOfAppTheme,
  VISUALLY_IMPAIRED_MODE_KEY,
} from './appearance/appearance';
export type { AppearanceAttributes, AppTheme, FontSizeStep, StoredAppearance } from './appearance/appearance';
export { acceptBrandBook } from './appearance/brand-book';
export type { BrandBookDeclaration, BrandBookVerdict, RejectedDeclaration } from './appearance/brand-book';
export type { AppearanceDeps } from './appearance/appearance-deps';
export { APPEARANCE_NOT_SAVED, appearanceSaga } from './appearance/appearance-saga';
export { restoreAppearance } from './appearance/restore-appearance';
export {
  selectAppearance,
  selectAppearanceAttributes,
  selectChosenTheme,
  selectFontSize,
  selectIsCompactView,
  selectIsDarkTheme,
  selectIsVisuallyImpairedMode,
  selectTheme,
} from './appearance/appearance-selectors';
export type { WithAppearance } from './appearance/appearance-selectors';
export {
  appearanceReducer,
  appearanceRestored,
  appearanceSlice,
  compactViewChosen,
  fontSizeChosen,
  initialAppearanceState,
  systemColorSchemeChanged,
  themeChosen,
  visuallyImpairedModeChosen,
} from './appearance/appearance-slice';
export type { AppearanceState } from './appearance/appearance-slice';
