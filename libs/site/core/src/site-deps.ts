import type { ApiClient } from '@bet/request';
import type { CookieStore, LocationPort, Logger } from '@bet/platform';

/** Everything the site sagas need from the outside world, injected so tests fake it. */
export interface SiteDeps {
  api: Pick<ApiClient, 'call'>;
  /** The server-embedded copy of the site config, if the page carries one (spec 02 §4). */
  readEmbeddedConfig(): unknown;
  cookies: CookieStore;
  location: LocationPort;
  /** navigator.languages. */
  browserLanguages(): readonly string[];
  logger: Logger;
  /**
   * Spec 02 §4 "Application version": the build id of the running app (its entry script's file
   * name); absent or null (a development server) and the version is not checked.
   */
  appVersion?: string | null;
}
