export {
  ApiError,
  apiErrorFromResponse,
  CANCELLED_STATUS,
  errorMessageFrom,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
} from './api-error';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export { UNAUTHORISED_STATUS, withAuthRetry } from './auth-retry';
export type { AuthHooks } from './auth-retry';
export { withCaptchaRetry } from './captcha-retry';
export type { CaptchaHooks } from './captcha-retry';
export { createApiClient, toApiError } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';
export { withFingerprintRetry } from './fingerprint-retry';
export type { FingerprintHooks } from './fingerprint-retry';
export { trackPendingRequests } from './pending-requests';
export type { PendingRequests } from './pending-requests';
export { createRequestEvents } from './request-events';
export type { RequestEvent, RequestEventListener, RequestEvents, RequestEventSource } from './request-events';
export { encodeSecret, encodeSecretFields } from './secret-fields';
export { withHeader } from './send';
export type { CallOptions, Send } from './send';
export { withTermsGuard } from './terms-guard';
export { createTokenRefresher, TOKEN_REFRESH_REUSE_MS } from './token-refresher';
export type { RefreshOptions, TokenRefresher, TokenRefresherOptions } from './token-refresher';
