// Issue 12 account flows: password reset, e-mail confirmation, stop newsletter, password change.
export {
  ACCOUNT_LINK_PURPOSES,
  ACCOUNT_LINK_STATES,
  changePassword,
  checkAccountLink,
  confirmEmail,
  getAccountSecurity,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  requestEmailConfirmation,
  resetPassword,
  sendSandboxNewsletter,
  stopNewsletter,
} from './account-flow-calls';
export type { AccountLinkPurpose, AccountLinkState } from './account-flow-calls';
// Issue 12, the security page's protection methods: weights, phone countries and masks, the switches.
export {
  confirmPhoneBinding,
  getPhoneCountries,
  getPhoneMasks,
  PROTECTION_WEIGHTS,
  protectionLevelOf,
  protectionMethodsSchema,
  phoneCountrySchema,
  phoneMaskSchema,
  SECURITY_ANSWER_MAX_LENGTH,
  SECURITY_ANSWER_MIN_LENGTH,
  SECURITY_QUESTIONS,
  sendPhoneBindingCode,
  setEmailAuth,
  setSecurityQuestion,
  setTwoStepSignIn,
} from './security-method-calls';
export type {
  PhoneCountry,
  PhoneMask,
  ProtectionFacts,
  ProtectionMethods,
  SecurityQuestionId,
} from './security-method-calls';
// Spec 02 §8 Office: the answer every office call of ours gives, and the one rule for its messages.
export {
  MAX_OFFICE_MESSAGES,
  OFFICE_ANSWER_STATUS,
  OFFICE_QUERY_ERROR_KEY,
  OFFICE_SAVE_SUCCESS_KEY,
  officeAnswerSchema,
  officeMessages,
} from './office-answer';
export type { OfficeAnswer, OfficeMessage } from './office-answer';
export { API_PATH_PREFIXES, isApiPath } from './api-paths';
export {
  disconnect,
  fetchUserId,
  getDemoSocialToken,
  getOneTapClientId,
  getRights,
  loginAnswerSchema,
  loginByPassword,
  loginByPhone,
  loginBySms,
  loginTwoStep,
  phoneCodeSchema,
  registerByPhone,
  registerBySocial,
  registerFast,
  registerFull,
  requestPasswordReset,
  sendLoginSms,
} from './auth-calls';
export type { LoginAnswer, RegistrationAnswer, SignedIn } from './auth-calls';
export { ACTIVATION_TYPES, authConfigSchema, LOGIN_FORMS, REGISTRATION_TYPES, SOCIAL_NETWORKS } from './auth-config';
export type { ActivationType, AuthConfig, LoginForm, RegistrationType, SocialNetwork } from './auth-config';
export { AUTH_ERROR_CODES } from './auth-errors';
export type { AuthErrorCode } from './auth-errors';
export { defineCall } from './call';
export { CONTROL_API_PATH, defineControlCall } from './control-call';
export type { ApiCall, CallBody, CallQuery, CallResponse, HttpMethod } from './call';
export {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_LOGOUT_TYPE,
  CAPTCHA_SOLVED_TYPE,
  CAPTCHA_WRONG_TYPE,
  captchaImagePath,
  getCaptchaTime,
  isCaptchaErrorCode,
  updateCaptcha,
  validateCaptcha,
} from './captcha';
export type { CaptchaErrorCode, CaptchaValidation } from './captcha';
export { DEFAULT_GEO_COUNTRY_CODE, GEO_COUNTRY_HEADER, getConfigGroups, getSiteConfig } from './config-calls';
export type { ConfigGroups } from './config-calls';
export { CSP_REPORT_PATH, cspReportSchema, getCspReports } from './csp-reports';
export type { CspReport } from './csp-reports';
export { EMBEDDED_CONFIG_ELEMENT_ID, embeddedConfigBlock, parseEmbeddedConfig } from './embedded-config';
export {
  DEFAULT_ERROR_STATUS,
  errorBodySchema,
  FINGERPRINT_ERROR_CODE,
  TERMS_EXCEPTION_CODE,
  TERMS_STATUS,
} from './errors';
export type { ErrorBody } from './errors';
export {
  DEFAULT_SANDBOX_FAULTS,
  endSessions,
  expireTokens,
  getCaptchaAnswer,
  getSandboxFaults,
  getSandboxMessages,
  publishTerms,
  resetSandbox,
  sandboxFaultsSchema,
  sandboxMessageSchema,
  setSandboxFaults,
} from './sandbox-control';
export type { SandboxFaults, SandboxMessage } from './sandbox-control';
export { SECRET_FIELDS } from './secret-fields';
export {
  MF_API_VERSION,
  MF_API_VERSION_HEADER,
  MF_FORCE_SPA_HEADER,
  MF_RENDER_MODE,
  MF_RENDER_MODE_HEADER,
  REMOTE_APP_NAMES,
  REMOTE_APPS_BASE_PATH,
  remoteAppRequestBodySchema,
  remoteAppResponseSchema,
} from './remote-apps';
export type { RemoteAppName, RemoteAppRequestBody, RemoteAppResponse } from './remote-apps';
export {
  AUTH_HEADER,
  getFingerprint,
  getSecureData,
  getToken,
  GGRU_COOKIE,
  GRANT_COOKIE_MAX_AGE_S,
  loadSession,
  updateVideoToken,
} from './session-calls';
export type { Fingerprint, TokenAnswer } from './session-calls';
export { confirmTerms, getTermsStatus } from './terms-calls';
export { getAppVersion } from './app-version-calls';
export {
  customCanonicalSchema,
  getSeoPageData,
  seoAlternateSchema,
  seoMetaSchema,
  seoPageDataSchema,
} from './seo-calls';
export type { CustomCanonical, SeoAlternate, SeoMeta, SeoPageData } from './seo-calls';
export {
  ACCOUNT_TYPES,
  accountBonusSchema,
  accountSchema,
  accountsAnswerSchema,
  getAccounts,
  getUserConfig,
  userConfigSchema,
} from './user-calls';
export type { Account, AccountBonus, AccountsAnswer, UserConfig } from './user-calls';
export {
  accountChangeAnswerSchema,
  addableCurrencySchema,
  addCurrency,
  getAddableCurrencies,
  removeCurrency,
  setActiveAccount,
} from './account-calls';
export type { AccountChangeAnswer, AddableCurrency } from './account-calls';
export { languageCodeSchema, siteConfigSchema, socialLinkSchema } from './site-config';
export type { SiteConfig, SocialLink } from './site-config';
export {
  ANALYTICS_COUNTER_TYPE_IDS,
  analyticsCounterSchema,
  cookieAgreementRecordSchema,
  COOKIES_AGREE_TYPES,
  cookiesAgreeTypeSchema,
  getAnalyticsCounters,
  getSandboxCookieAgreements,
  saveCookiesAgreement,
} from './consent-calls';
export type { AnalyticsCounter, CookieAgreementRecord, CookiesAgreeType } from './consent-calls';
export { BLOCK_REASONS, blockCheckSchema, checkBlock, checkRedirect, redirectCheckSchema } from './startup-check-calls';
export type { BlockCheck, BlockReason, RedirectCheck } from './startup-check-calls';
export {
  getMaintenance,
  MAINTENANCE_COOKIE,
  MAINTENANCE_COOKIE_ON,
  maintenanceCamelSchema,
  maintenancePayloadSchema,
  maintenanceSnakeSchema,
  normaliseMaintenance,
  toEpochMs,
} from './maintenance-calls';
export type { Maintenance, MaintenancePayload } from './maintenance-calls';
export {
  AD_BAIT_PATH,
  ageRestrictionSettingsSchema,
  newSiteSettingsSchema,
  POLICY_LOGO_PATH,
  registrationGroupSchema,
  registrationReminderSettingsSchema,
  setSiteNotices,
  SITE_WIDGET_GROUPS,
  supportSettingsSchema,
} from './site-widgets';
export type {
  AgeRestrictionSettings,
  NewSiteSettings,
  RegistrationReminderSettings,
  SupportSettings,
} from './site-widgets';
export {
  BETTING_SECTIONS,
  bettingSectionSchema,
  champSchema,
  coefSchema,
  expressOfTheDaySchema,
  GAME_STATUSES,
  gameListSchema,
  gameResultSchema,
  gameSchema,
  gameScoresSchema,
  gameStatusSchema,
  getCyberDashboard,
  getExpressOfTheDay,
  getLineGame,
  getLineGames,
  getLineMenu,
  getResults,
  getTopGames,
  MARKET_TYPES,
  RESULTS_MAX_SPAN_SECONDS,
  marketSchema,
  periodScoreSchema,
  sportSchema,
  TIME_FILTERS,
  timeFilterSchema,
} from './line-calls';
export type {
  BettingSection,
  Champ,
  ExpressOfTheDay,
  Game,
  GameList,
  GameResult,
  GameScores,
  GameStatus,
  Market,
  Sport,
  TimeFilter,
} from './line-calls';
// Issue 18: team pages (spec 01 §2 team info and team game).
export { getTeam, TEAM_RESULTS_LIMIT, teamInfoSchema, teamSchema } from './team-calls';
export type { Team, TeamInfo } from './team-calls';
export { couponConfigSchema, getCouponConfig } from './coupon-config-calls';
export {
  ANTI_EXPRESS_PRICE_ERRORS,
  antiExpressPriceBodySchema,
  antiExpressPriceSchema,
  getAntiExpressPrice,
} from './anti-express-calls';
export type { AntiExpressPrice } from './anti-express-calls';
export {
  COUPON_CODE_PATTERN,
  couponCodeSchema,
  grantPromoCode,
  loadSharedCoupon,
  shareCoupon,
  shareCouponBodySchema,
  sharedCouponSchema,
} from './coupon-code-calls';
export type { ShareCouponBody, SharedCoupon } from './coupon-code-calls';
export type { CouponConfig } from './coupon-config-calls';
export {
  BET_ERROR_CODES,
  BET_HISTORY_FILTERS,
  betLegSchema,
  betStatusSchema,
  changeCoefActionSchema,
  getBetHistory,
  getCouponById,
  marketChangeSchema,
  postCoupon,
  postCouponBodySchema,
  placedBetLegInputSchema,
  placedCouponRecordSchema,
  placedCouponSchema,
  placementRefusalSchema,
} from './bet-calls';
export type {
  BetErrorCode,
  BetLeg,
  MarketChange,
  PostCouponBody,
  PlacedCouponAnswer,
  PlacedCouponRecord,
  PlacementRefusal,
} from './bet-calls';
export { setGameState, setMarket, setSimulator, simulatorStateSchema, stepSimulator } from './sportsbook-control';
export type { SimulatorState } from './sportsbook-control';
export {
  activityDaySchema,
  availableLimitSchema,
  blockUser,
  cancelLimit,
  getAvailableLimits,
  getLimits,
  getPlayerActivity,
  getSelfExcludeReasons,
  LIMIT_ERROR_CODES,
  LIMIT_GROUPS,
  LIMIT_MEASURES,
  LIMIT_STATES,
  LIMIT_TYPES,
  LIMIT_WINDOW_SECONDS,
  limitAction,
  limitQuestionSchema,
  limitRefusalSchema,
  limitRequestSchema,
  limitSchema,
  LIMITS_LANGUAGE_HEADER,
  LIMITS_PING_INTERVAL_MS,
  LIMITS_V1_PATH,
  LIMITS_V3_PATH,
  limitTypeSchema,
  PENDING_APPROVAL_SECONDS,
  pingLimits,
  REALITY_CHECK_ACTIONS,
  REALITY_CHECK_CHUNK_MS,
  reportRealityCheck,
  saveLimits,
  selfExcludeReasonSchema,
  submitLimitTestAnswers,
  UNCANCELLABLE_LIMIT_TYPES,
} from './limit-calls';
export type {
  ActivityDay,
  AvailableLimit,
  Limit,
  LimitErrorCode,
  LimitGroup,
  LimitMeasure,
  LimitQuestion,
  LimitRefusal,
  LimitRequest,
  LimitState,
  LimitType,
  RealityCheckAction,
  SelfExcludeReason,
} from './limit-calls';
export { endSessionLimit, shiftLimitClock } from './limits-control';
export {
  amountInputSchema,
  bonusChoiceSchema,
  cancelWithdrawal,
  createPaymentRequest,
  createWithdrawal,
  createWithdrawalBodySchema,
  FINAL_PAYMENT_STATUSES,
  firstDepositBonusSchema,
  getPayment,
  getPaymentHistory,
  getPaymentMethods,
  getPaymentRequests,
  getPaymentRequestTopics,
  getWithdrawals,
  parseAmountText,
  PAYMENT_ERROR_CODES,
  PAYMENT_KINDS,
  PAYMENT_REQUEST_STATUSES,
  PAYMENT_STATUSES,
  paymentIdSchema,
  paymentMethodSchema,
  paymentRecordSchema,
  paymentRefusalSchema,
  paymentRequestSchema,
  paymentRequestSubTopicSchema,
  paymentRequestTopicSchema,
  paymentSessionSchema,
  paymentStatusSchema,
  startDeposit,
  startDepositBodySchema,
} from './payment-calls';
export type {
  BonusChoice,
  CreateWithdrawalBody,
  FirstDepositBonus,
  PaymentErrorCode,
  PaymentKind,
  PaymentMethod,
  PaymentRecord,
  PaymentRefusal,
  PaymentRequest,
  PaymentRequestTopic,
  PaymentSession,
  PaymentStatus,
  StartDepositBody,
} from './payment-calls';
export {
  decideWithdrawal,
  deliverPaymentCallbacks,
  getPaymentLedger,
  getPaymentSandbox,
  LEDGER_KINDS,
  ledgerEntrySchema,
  paymentSandboxStateSchema,
  resolvePayment,
  setPaymentSandbox,
} from './payment-control';
export type { LedgerEntry, LedgerKind, PaymentSandboxState } from './payment-control';
export { gameMediaSchema, getLiveMedia, mediaIdSchema } from './media-calls';
export type { GameMedia } from './media-calls';
export {
  CASINO_CATEGORIES,
  CASINO_ERROR_CODES,
  CASINO_FILTERS,
  CASINO_OFFER_KINDS,
  CASINO_PAGE_MAX,
  CASINO_RECENT_MAX,
  CASINO_ROUND_STATUSES,
  CASINO_SEARCH_MIN,
  casinoCategorySchema,
  casinoGameIdSchema,
  casinoGameSchema,
  casinoOfferSchema,
  casinoProviderSchema,
  casinoRoundSchema,
  casinoSlugSchema,
  casinoTournamentSchema,
  GAME_ENGINES,
  GAME_MODES,
  gameLaunchSchema,
  getCasinoFavourites,
  getCasinoGame,
  getCasinoGames,
  getCasinoLobby,
  getCasinoOffers,
  getCasinoRounds,
  getCasinoTournament,
  getCasinoTournaments,
  getRecentCasinoGames,
  launchDemoGame,
  launchRealGame,
  leaderboardRowSchema,
  searchCasino,
  setCasinoFavourite,
  TOURNAMENT_STATUSES,
} from './casino-calls';
export type {
  CasinoCategory,
  CasinoCategoryInfo,
  CasinoErrorCode,
  CasinoFilter,
  CasinoGame,
  CasinoOffer,
  CasinoProvider,
  CasinoRound,
  CasinoTournament,
  GameEngine,
  GameLaunch,
  GameMode,
  LeaderboardRow,
} from './casino-calls';
export { GAME_MESSAGE_SOURCE, gameMessageSchema } from './casino-game-messages';
export type { GameMessage } from './casino-game-messages';
export {
  CASINO_LAUNCH_TOKEN_TTL_S,
  CASINO_WALLET_ERROR_CODES,
  CASINO_WALLET_PATHS,
  CASINO_WALLET_SIGNATURE_HEADER,
  CASINO_WALLET_TOLERANCE_S,
  walletBalanceRequestSchema,
  walletBalanceResponseSchema,
  walletBetRequestSchema,
  walletMoneyResponseSchema,
  walletRollbackRequestSchema,
  walletSessionRequestSchema,
  walletSessionResponseSchema,
  walletWinRequestSchema,
} from './casino-wallet';
export type {
  CasinoWalletErrorCode,
  WalletBalanceResponse,
  WalletBetRequest,
  WalletMoneyResponse,
  WalletRollbackRequest,
  WalletSessionResponse,
  WalletWinRequest,
} from './casino-wallet';
export { casinoSandboxStateSchema, deliverCasinoRetries, getCasinoSandbox, setCasinoSandbox } from './casino-control';
export type { CasinoSandboxState } from './casino-control';
export { setCasinoGamePosition } from './casino-catalogue-control';
export { getThirdPartyPartitions } from './third-party-calls';
// Issue 12: support (callback, e-mail form, chat) and the player's messages.
export {
  CALLBACK_PHONE_PATTERN,
  CALLBACK_TIMES,
  SUPPORT_CHAT_TEXT_MAX,
  SUPPORT_EMAIL_LIMITS,
  callbackRequestSchema,
  chatMessageSchema,
  getPlayerMessages,
  getSupportChat,
  getSupportUnread,
  markSupportChatRead,
  playerMessageSchema,
  readPlayerMessage,
  requestSupportCallback,
  sendPlayerMessage,
  sendSupportChatMessage,
  sendSupportEmail,
  supportChatSchema,
  supportEmailSchema,
} from './support-calls';
export type {
  CallbackRequest,
  CallbackTime,
  ChatMessage,
  PlayerMessage,
  SupportChat,
  SupportEmail,
} from './support-calls';
// Issue 12: the office's "save one setting (id, value)" (office-setting-calls.ts).
export { saveOfficeSetting, saveOfficeSettingBodySchema } from './office-setting-calls';
export type { SaveOfficeSettingBody } from './office-setting-calls';
// Issue 12: promotion, bring a friend, personal manager and share an idea (programme-calls.ts).
export {
  BRING_FRIEND_QUERY_TAG,
  IDEA_LIMITS,
  IDEA_STATES,
  IDEA_TOPICS,
  PROMO_CODE_MAX,
  bringFriendSchema,
  checkPromoCode,
  getBringFriend,
  getPersonalManager,
  getPlayerIdeas,
  getPromotionPage,
  ideaDraftSchema,
  invitedFriendSchema,
  personalManagerSchema,
  playerIdeaSchema,
  playerPromotionSchema,
  promoCodeCheckSchema,
  promotionPageSchema,
  requestManagerCall,
  shareIdea,
} from './programme-calls';
export type {
  BringFriend,
  IdeaDraft,
  IdeaTopic,
  InvitedFriend,
  PersonalManager,
  PlayerIdea,
  PlayerPromotion,
  PromoCodeCheck,
  PromotionPage,
} from './programme-calls';
// Issue 12: verification, identification (face id), block appeals and convert account.
export {
  BLOCK_APPEAL_STATES,
  BLOCK_APPEAL_TEXT_LIMITS,
  CONVERT_PASSWORD_MIN,
  CONVERT_STATUS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_STATES,
  DOCUMENT_TYPES,
  DOCUMENT_UPLOAD_BODY_LIMIT,
  FACE_ID_STATUS,
  IDENTIFICATION_PROVIDERS,
  SEND_AS,
  VERIFICATION_RESULTS,
  blockAppealSchema,
  convertAccount,
  decideSandboxDocument,
  documentUploadSchema,
  faceIdSessionSchema,
  fileBlockAppeal,
  getBlockAppeals,
  getConvertStatus,
  getFaceId,
  getVerification,
  setSandboxBan,
  setSandboxFaceId,
  startFaceId,
  uploadVerificationDocument,
  verificationDocumentSchema,
  verificationFieldsSchema,
  verificationOverviewSchema,
} from './verification-calls';
export type {
  BlockAppeal,
  DocumentState,
  DocumentType,
  DocumentUpload,
  FaceIdSession,
  SendAs,
  VerificationDocument,
  VerificationFields,
  VerificationOverview,
  VerificationResult,
} from './verification-calls';
// Issue 12: bonuses, cashback, points and rewards (bonus-calls.ts).
export {
  BONUS_WAGER_KINDS,
  CASHBACK_KINDS,
  POINTS_REASONS,
  bonusWagerSchema,
  bonusWagersSchema,
  cashbackLevelSchema,
  cashbackSchema,
  claimCashback,
  exchangeReward,
  getBonusWagers,
  getCashback,
  getPoints,
  getRewards,
  grantBonusPoints,
  pointsEntrySchema,
  pointsSchema,
  rewardSchema,
  rewardsSchema,
} from './bonus-calls';
export type {
  BonusWager,
  BonusWagerKind,
  BonusWagers,
  Cashback,
  CashbackKind,
  CashbackLevel,
  Points,
  PointsEntry,
  PointsReason,
  Reward,
  Rewards,
} from './bonus-calls';
// Issue 12: the office settings groups and the disallowed sports (office-settings-calls.ts).
export {
  BONUS_CHOICE,
  BONUS_CHOICES,
  getOfficeSettings,
  MAX_DISALLOWED_SPORTS,
  officeChoiceSettingSchema,
  officeSettingItemSchema,
  officeSettingsSchema,
  officeSportSchema,
  saveDisallowedSports,
  saveDisallowedSportsBodySchema,
} from './office-settings-calls';
export type {
  OfficeChoiceSetting,
  OfficeSettingItem,
  OfficeSettingsAnswer,
  OfficeSport,
  SaveDisallowedSportsBody,
} from './office-settings-calls';
// Issue 12: the office's personal data page (personal-data-calls.ts).
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAILING_SWITCHES,
  PERSONAL_DATE_FIELDS,
  PERSONAL_EARLIEST_DAY,
  PERSONAL_FIELDS,
  PERSONAL_FIELD_MAX,
  PERSONAL_MIN_AGE,
  PERSONAL_REQUIRED_FIELDS,
  changePersonalEmail,
  fullYearsBetween,
  getPersonalData,
  isCalendarDay,
  mailingSchema,
  personalDataAnswerSchema,
  personalDataProblems,
  personalDataSaveAnswerSchema,
  personalDataSchema,
  savePersonalData,
} from './personal-data-calls';
export type {
  Mailing,
  MailingSwitch,
  PersonalData,
  PersonalDataAnswer,
  PersonalDataSaveAnswer,
  PersonalField,
  PersonalProblem,
} from './personal-data-calls';
