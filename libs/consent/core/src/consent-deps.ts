import type { AnalyticsCounter } from '@bet/contract';
import type { Clock, CookieStore, Logger, LocationPort, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** Where installed counters go. The app records them into a `dataLayer`-like array (see the README). */
export interface AnalyticsInstaller {
  install(counter: AnalyticsCounter): void;
}

/**
 * Everything the consent sagas need from the outside world, injected so tests fake it. `S` is the
 * app's state, which the two selectors read; they are methods, so the sagas' `select` takes them
 * whatever the app's state type.
 */
export interface ConsentDeps<S = unknown> {
  api: ApiClient;
  cookies: CookieStore;
  storage: StoragePort;
  clock: Clock;
  logger: Logger;
  /**
   * The address the page opened at: the referral tags are read from its query, "except on
   * registration" (spec 02 §9) from its path, the counters' domain (spec 02 §7) from its host.
   */
  location: Pick<LocationPort, 'search' | 'pathname' | 'hostname'>;
  analytics: AnalyticsInstaller;
  /** Whether a player is signed in now (the app passes selectIsAuthenticated of @bet/session). */
  selectIsSignedIn(state: S): boolean;
  /**
   * Spec 02 §7 "projectId" of the counters call: the site config's group_id (the app passes
   * selectGroupId of @bet/site); null until the site config is there.
   */
  selectAnalyticsProjectId(state: S): number | null;
}
