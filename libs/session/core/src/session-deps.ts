import type { AuthConfig } from '@bet/contract';
import type { ActivitySource, Clock, CookieStore, LocationPort, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';
import type { CaptchaRequest } from './captcha-bridge';
import type { TakeableChannel } from 'redux-saga';

/** The device fingerprint token sent with sign-in and registration (`createFingerprintProvider`). */
export interface FingerprintPort {
  token(): Promise<string>;
  refresh(): Promise<void>;
}

/**
 * Everything the session sagas need from the outside world, injected so tests fake it. `S` is the
 * app's state, which the three selectors read (the app passes `SessionDeps<RootState>` with the
 * site's selectors); they are methods, so the sagas' `select` takes them whatever `S` is.
 */
export interface SessionDeps<S = unknown> {
  /** The request layer; the sagas send the contract's calls through it. */
  api: ApiClient;
  /** Whether the current route needs authentication or is for guests only (the route table's rules). */
  route: {
    needsAuth(): boolean;
    /** Spec 01 §2 "Login: user/login (guests only)". */
    isGuestOnly(): boolean;
  };
  navigate: {
    /** Settles once the home page is the current route (at once where the page is left for it). */
    home(): void | Promise<void>;
    reload(): void;
    /** A same-site path, already checked (the return URL). */
    to(path: string): void;
    /** Spec 01 §4 "Terms": the confirm-terms page. */
    confirmTerms(): void;
    /** Spec 01 §2: the registration page (registration opens there when the settings say so). */
    registration(): void;
  };
  cookies: CookieStore;
  logger: Logger;
  /** Local storage: shared across tabs (inactivity last-active time, auto-logoff notice flag). */
  storage: StoragePort;
  clock: Clock;
  /**
   * The address bar: the return URL and the forgot-password flag are read from it and stripped;
   * the logout marker is read from it.
   */
  location: LocationPort;
  activity: ActivitySource;
  fingerprint: FingerprintPort;
  /** The sign-in settings of the site config (`selectAuthConfig` of @bet/site). */
  selectAuthConfig(state: S): AuthConfig | null;
  /** Spec 01 §3 site config isAvailableConfirmTerms (`selectIsConfirmTermsAvailable` of @bet/site). */
  selectIsConfirmTermsAvailable(state: S): boolean;
  /**
   * Spec 01 §3 site config geoCountryId: the countryId every registration carries; null before the
   * config (`selectGeoCountryId` of @bet/site).
   */
  selectGeoCountryId(state: S): number | null;
  /** The challenges of the request layer's captcha hooks (`createCaptchaBridge().requests`). */
  captchaRequests: TakeableChannel<CaptchaRequest>;
}
