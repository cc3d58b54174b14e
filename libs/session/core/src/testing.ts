/**
 * Fakes for the session library's tests and for other libraries' tests and stories: fixtures of
 * the session's state and answers, every dependency of the session saga faked, and a harness
 * that runs the whole session saga against a real store.
 */
import type { AuthConfig, UserConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { pageReducer } from '@bet/platform';
import {
  createManualActivitySource,
  createMemoryCookieStore,
  createMemoryLocation,
  createMemoryLogger,
  createMemoryStorage,
  createTestStore,
  type MemoryStorage,
} from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import { createCaptchaBridge } from './captcha-bridge';
import type { SessionDeps } from './session-deps';
import { oneClickResetRequested } from './session-events';
import { sessionSaga } from './session-saga';
import { initialSessionState, sessionReducer, type SessionState } from './session-reducer';

/** Parts of a session state: each part (a sub-slice) merged over its initial state. */
export type SessionStateParts = {
  [K in keyof SessionState]?: SessionState[K] extends object ? Partial<SessionState[K]> : SessionState[K];
};

/**
 * A session state for stories and tests that preload a store: a visitor whose first check has
 * answered, unless the parts say otherwise (`identity: { known: false }` is before the check,
 * `identity: { userId }` a signed-in player).
 */
export function sessionStateFixture(parts: SessionStateParts = {}): SessionState {
  const initial = initialSessionState;
  return {
    identity: { ...initial.identity, known: true, ...parts.identity },
    logout: parts.logout ?? initial.logout,
    authForm: { ...initial.authForm, ...parts.authForm },
    signIn: { ...initial.signIn, ...parts.signIn },
    registration: { ...initial.registration, ...parts.registration },
    forgotPassword: { ...initial.forgotPassword, ...parts.forgotPassword },
    captcha: { ...initial.captcha, ...parts.captcha },
    terms: { ...initial.terms, ...parts.terms },
    termsPoll: { ...initial.termsPoll, ...parts.termsPoll },
    user: { ...initial.user, ...parts.user },
    notices: { ...initial.notices, ...parts.notices },
    accountLinks: { ...initial.accountLinks, ...parts.accountLinks },
    security: { ...initial.security, ...parts.security },
    securityMethods: { ...initial.securityMethods, ...parts.securityMethods },
  };
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-like token whose payload carries `exp` (seconds), as user_token does (spec 02 §9). */
export function makeToken(expSeconds: number, claims: Record<string, unknown> = {}): string {
  return `${base64Url('{"alg":"none"}')}.${base64Url(JSON.stringify({ ...claims, exp: expSeconds }))}.sig`;
}

/** The site fixture's auth config with one currency, RUB (autologoff off unless set). */
export function authConfigFixture(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return { ...siteConfigFixture().auth, currencies: [{ id: 1, iso: 'RUB' }], ...overrides };
}

/** A user config as GET user config answers it (spec 01 §3 "User config"). */
export function userConfigFixture(overrides: Partial<UserConfig> = {}): UserConfig {
  return {
    user_id: 7,
    user_name: 'Ivan',
    user_email: 'ivan@example.com',
    phone_number: '9123456789',
    phone_code: '+7',
    user_country_code: 'ru',
    user_country_id: 1,
    activation_type: 0,
    user_hide_balance: true,
    ban_level: 0,
    ban_version: 1,
    disallow_line_sport: [],
    disallow_live_sport: [],
    has_deposit: false,
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    },
    ...overrides,
  };
}

export interface SessionHarnessOptions {
  /**
   * Answers by call name. Unless given: fetchUserId a guest, loadSession 'ok', disconnect
   * success, the user config, a video token, secure data.
   */
  answers?: Record<string, FakeAnswer>;
  cookies?: Record<string, string>;
  storage?: MemoryStorage;
  /** The address the page opened at. */
  url?: string;
  needsAuth?: boolean;
  guestOnly?: boolean;
  authConfig?: AuthConfig | null;
  confirmTermsAvailable?: boolean;
  geoCountryId?: number | null;
  fingerprintToken?: string;
}

/**
 * Every dependency of the session saga, faked, for a store of one's own (the app's tests).
 * `trail` records the outside effects in order (navigation, cookie removals).
 */
export function createFakeSessionDeps(options: SessionHarnessOptions = {}) {
  const logger = createMemoryLogger();
  const cookies = createMemoryCookieStore(options.cookies ?? {});
  const storage = options.storage ?? createMemoryStorage();
  const location = createMemoryLocation(options.url ?? '/en/');
  const activity = createManualActivitySource();
  const captcha = createCaptchaBridge();
  const api = createFakeApiClient({
    fetchUserId: () => ({ user_id: null }),
    loadSession: () => 'ok',
    disconnect: () => ({ success: true }),
    getUserConfig: () => userConfigFixture(),
    updateVideoToken: () => ({ token: 'video-token' }),
    getSecureData: () => ({ ggru: 'ggru', grant: { cookieId: 'grant-id', key: 'grant-key' } }),
    ...options.answers,
  });
  const trail: string[] = [];
  const deps: SessionDeps = {
    api,
    route: {
      needsAuth: () => options.needsAuth ?? false,
      isGuestOnly: () => options.guestOnly ?? false,
    },
    navigate: {
      home: () => void trail.push('home'),
      reload: () => void trail.push('reload'),
      to: (path) => void trail.push(`to ${path}`),
      confirmTerms: () => void trail.push('confirmTerms'),
      registration: () => void trail.push('registration'),
    },
    cookies: {
      ...cookies,
      remove: (name, cookieOptions) => {
        trail.push(`remove ${name}`);
        cookies.remove(name, cookieOptions);
      },
    },
    logger,
    storage,
    clock: { now: () => Date.now() },
    location,
    activity,
    fingerprint: {
      token: async () => options.fingerprintToken ?? 'fp-token',
      refresh: async () => undefined,
    },
    selectAuthConfig: () => (options.authConfig === undefined ? authConfigFixture() : options.authConfig),
    selectIsConfirmTermsAvailable: () => options.confirmTermsAvailable ?? true,
    selectGeoCountryId: () => (options.geoCountryId === undefined ? 1 : options.geoCountryId),
    captchaRequests: captcha.requests,
  };
  return { deps, api, logger, cookies, storage, location, activity, captcha, trail };
}

/**
 * The whole session saga on a real store with fakes for every dependency. `trail` records the
 * outside effects in order (navigation, cookie removals, the one-click reset). The options object
 * is live: the selectors read it, so a test may change authConfig while the saga runs.
 */
export function createSessionHarness(options: SessionHarnessOptions = {}) {
  const fakes = createFakeSessionDeps(options);
  const harness = createTestStore({
    reducer: { session: sessionReducer, page: pageReducer },
    sagas: [() => sessionSaga(fakes.deps)],
    // The app bridges the reset to the coupon; here it joins the other outside effects.
    onAction: (action) => {
      if (oneClickResetRequested.match(action)) fakes.trail.push('oneClickReset');
    },
  });
  return { ...fakes, ...harness, options };
}

export type SessionHarness = ReturnType<typeof createSessionHarness>;
