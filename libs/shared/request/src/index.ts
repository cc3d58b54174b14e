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
export { createApiClient, toApiError } from './create-api-client';
export type { ApiClient, ApiClientOptions, CallOptions } from './create-api-client';
