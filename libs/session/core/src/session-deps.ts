import type { AuthConfig } from '@bet/contract';
import type { Clock, CookieStore, LocationPort, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';
import type { CaptchaRequest } from './captcha-bridge';
import type { TakeableChannel } from 'redux-saga';

/** Player input as a port (`createDomActivitySource` of @bet/platform fits). */
export interface ActivityPort {
  subscribe(listener: () => void): () => void;
}

/** The device fingerprint token sent with sign-in and registration (`createFingerprintProvider`). */
export interface FingerprintPort {
  token(): Promise<string>;
  refresh(): Promise<void>;
}

/** Everything the session sagas need from the outside world, injected so tests fake it. */
export interface SessionDeps {
  /** The request layer; the sagas send the contract's calls through it. */
  api: ApiClient;
  /** Whether the current route needs authentication, carries the go-home-on-logout marker, or is for guests only. */
  route: {
    needsAuth(): boolean;
    hasLogoutMarker(): boolean;
    /** Spec 01 §2 "Login: user/login (guests only)". */
    isGuestOnly(): boolean;
  };
  navigate: {
    home(): void;
    reload(): void;
    /** A same-site path, already checked (the return URL). */
    to(path: string): void;
    /** Spec 01 §4 "Terms": the confirm-terms page. */
    confirmTerms(): void;
  };
  cookies: CookieStore;
  logger: Logger;
  /** Local storage: shared across tabs (inactivity last-active time, auto-logoff notice flag). */
  storage: StoragePort;
  clock: Clock;
  /** The address bar: the return URL and the forgot-password flag are read from it and stripped. */
  location: LocationPort;
  activity: ActivityPort;
  fingerprint: FingerprintPort;
  /*
   * Selectors of the app's state, written as methods so a selector typed on the app's RootState
   * fits. The session saga reads them with `select`; they must not depend on `this`.
   */
  /** The sign-in settings of the site config (the app selects them from its site slice). */
  selectAuthConfig(state: unknown): AuthConfig | null;
  /** Spec 01 §3 site config isAvailableConfirmTerms. */
  selectIsConfirmTermsAvailable(state: unknown): boolean;
  /** Spec 01 §3 site config geoCountryId: the countryId every registration carries; null before the config. */
  selectGeoCountryId(state: unknown): number | null;
  /** The challenges of the request layer's captcha hooks (`createCaptchaBridge().requests`). */
  captchaRequests: TakeableChannel<CaptchaRequest>;
}
