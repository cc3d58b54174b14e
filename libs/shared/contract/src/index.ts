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
export {
  ACTIVATION_TYPES,
  authConfigSchema,
  LOGIN_FORMS,
  REGISTRATION_TYPES,
  SOCIAL_NETWORKS,
} from './auth-config';
export type { ActivationType, AuthConfig, LoginForm, RegistrationType, SocialNetwork } from './auth-config';
export { AUTH_ERROR_CODES } from './auth-errors';
export type { AuthErrorCode } from './auth-errors';
export { defineCall } from './call';
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
export {
  DEFAULT_GEO_COUNTRY_CODE,
  GEO_COUNTRY_HEADER,
  getConfigGroups,
  getSiteConfig,
} from './config-calls';
export type { ConfigGroups } from './config-calls';
export { EMBEDDED_CONFIG_GLOBAL, embeddedConfigScript } from './embedded-config';
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
export { ACCOUNT_TYPES, accountSchema, getAccounts, getUserConfig, userConfigSchema } from './user-calls';
export type { Account, UserConfig } from './user-calls';
export { languageCodeSchema, siteConfigSchema, socialLinkSchema } from './site-config';
export type { SiteConfig, SocialLink } from './site-config';
