import type { AnalyticsCounter } from '@bet/contract';
import type { Clock, CookieStore, Logger, LocationPort, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** Where installed counters go. The app records them into a `dataLayer`-like array (see the README). */
export interface AnalyticsInstaller {
  install(counter: AnalyticsCounter): void;
}

/** Everything the consent sagas need from the outside world, injected so tests fake it. */
export interface ConsentDeps {
  api: ApiClient;
  cookies: CookieStore;
  storage: StoragePort;
  clock: Clock;
  logger: Logger;
  /** The address the page opened at: the referral tags are read from its query. */
  location: Pick<LocationPort, 'search'>;
  /** Spec 02 §9 "except on registration": whether the page opened on the registration route. */
  isRegistrationRoute(): boolean;
  analytics: AnalyticsInstaller;
  /** Whether a player is signed in now (the app passes selectIsAuthenticated of @bet/session). */
  selectIsSignedIn(state: unknown): boolean;
  /** Spec 02 §7 "domain and projectId" of the counters call; null until the site config is there. */
  selectAnalyticsProject(state: unknown): { domain: string; projectId: number } | null;
}
