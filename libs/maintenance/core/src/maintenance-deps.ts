import type { ApiClient } from '@bet/request';
import type { Clock, CookieStore, Logger, StoragePort } from '@bet/platform';

/** The address bar as the start-up checks need it: read it whole, or leave for another address. */
export interface PageLocation {
  href(): string;
  pathname(): string;
  search(): string;
  /** A full navigation (a redirect may leave the site). */
  assign(url: string): void;
}

/** Everything the maintenance sagas need from the outside world, injected so tests fake it. */
export interface MaintenanceDeps {
  api: Pick<ApiClient, 'call'>;
  location: PageLocation;
  /** In-app navigation to a path under the language. */
  navigate: { to(path: string): void };
  /** The current language prefix. */
  language(): string;
  cookies: Pick<CookieStore, 'get'>;
  /** sessionStorage: the redirect trail belongs to one tab. */
  storage: StoragePort;
  clock: Clock;
  logger: Logger;
  /** Spec 02 §4: redirects are followed in production (elsewhere only with the query flag). */
  isProduction: boolean;
}
