export { API_PATH_PREFIXES, isApiPath } from './api-paths';
export { defineCall } from './call';
export type { ApiCall, CallBody, CallQuery, CallResponse, HttpMethod } from './call';
export {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_LOGOUT_TYPE,
  isCaptchaErrorCode,
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
  getSandboxFaults,
  resetSandbox,
  sandboxFaultsSchema,
  setSandboxFaults,
} from './sandbox-control';
export type { SandboxFaults } from './sandbox-control';
export { SECRET_FIELDS } from './secret-fields';
export { AUTH_HEADER, getToken } from './session-calls';
export type { TokenAnswer } from './session-calls';
export { languageCodeSchema, siteConfigSchema, socialLinkSchema } from './site-config';
export type { SiteConfig, SocialLink } from './site-config';
