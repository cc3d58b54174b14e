/**
 * Codes of the 400/403 answers to sign-in and registration calls. The spec shows none (spec 02
 * §8 "Analytics error reporting: ... registration, login and pin-code errors are reported with an
 * error code"); these are ours, so the client can explain each refusal in the player's language.
 */
export const AUTH_ERROR_CODES = {
  /** Login or password wrong (never says which). */
  wrongCredentials: 'WRONG_CREDENTIALS',
  /** The SMS or two-step code is wrong. */
  wrongCode: 'WRONG_CODE',
  /** The SMS or two-step code is older than its lifetime, or there is none pending. */
  codeExpired: 'CODE_EXPIRED',
  /** An SMS was sent less than a minute ago. */
  tooManyCodes: 'TOO_MANY_CODES',
  /** The e-mail or phone already belongs to a player. */
  alreadyRegistered: 'ALREADY_REGISTERED',
  /** Spec 01 §5: registration is off, or the site is a VIP domain. */
  registrationClosed: 'REGISTRATION_CLOSED',
  /** The account is blocked by the operator. */
  accountBlocked: 'ACCOUNT_BLOCKED',
  /** A social sign-in could not be verified. */
  socialRejected: 'SOCIAL_REJECTED',
  /**
   * Ours (the spec shows none): 429, too many sign-in, registration, SMS, password-reset or
   * captcha attempts from one address or for one account; locked until Retry-After.
   */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** One-tap sign-in is not configured on this site. */
  oneTapUnavailable: 'ONE_TAP_UNAVAILABLE',
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
