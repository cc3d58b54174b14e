import type { TFunction } from 'i18next';
import { AUTH_ERROR_CODES, FINGERPRINT_ERROR_CODE, isCaptchaErrorCode } from '@bet/contract';
import type { AuthFailure } from '@bet/session';

const KEY_BY_CODE: Record<string, string> = {
  [AUTH_ERROR_CODES.wrongCredentials]: 'auth_error_wrong_credentials',
  [AUTH_ERROR_CODES.wrongCode]: 'auth_error_wrong_code',
  [AUTH_ERROR_CODES.codeExpired]: 'auth_error_code_expired',
  [AUTH_ERROR_CODES.tooManyCodes]: 'auth_error_too_many_codes',
  [AUTH_ERROR_CODES.tooManyAttempts]: 'auth_error_too_many_attempts',
  [AUTH_ERROR_CODES.alreadyRegistered]: 'auth_error_already_registered',
  [AUTH_ERROR_CODES.registrationClosed]: 'auth_error_registration_closed',
  [AUTH_ERROR_CODES.accountBlocked]: 'auth_error_account_blocked',
  [AUTH_ERROR_CODES.socialRejected]: 'auth_error_social_rejected',
  [AUTH_ERROR_CODES.oneTapUnavailable]: 'auth_error_social_rejected',
  [FINGERPRINT_ERROR_CODE]: 'auth_error_device_check',
};

/**
 * One clear message for a refused sign-in or registration, in the player's language: a known
 * code has its own text; a network failure says so; anything else shows the server's own
 * message (spec 02 §5: the detail fields joined), which is better than a vague "error".
 */
export function authErrorText(t: TFunction, failure: AuthFailure | null): string | null {
  if (!failure) return null;
  const key = failure.code === null ? undefined : KEY_BY_CODE[String(failure.code)];
  if (key) return t(key);
  if (isCaptchaErrorCode(failure.code)) return t('auth_error_captcha_required');
  if (failure.status === 0) return t('main_network_error');
  if (failure.status >= 500) return t('main_server_error');
  return failure.message || t('main_server_error');
}
