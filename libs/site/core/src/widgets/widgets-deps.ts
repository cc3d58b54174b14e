import type { Clock, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** Everything the widget sagas need from the outside world, injected so tests fake it. */
export interface WidgetsDeps {
  api: Pick<ApiClient, 'call'>;
  /** Local storage: the 3-day age acknowledgement, the new-site memory, the reminder's next time. */
  storage: StoragePort;
  /** Session storage: the session-only age acknowledgement, the dismissed ad-blocker warning. */
  sessionStorage: StoragePort;
  clock: Clock;
  logger: Logger;
  /** True when an ad blocker is at work (a bait element hidden, a bait request refused). */
  detectAdBlocker(): Promise<boolean>;
  /** The visitor is under age: take them away from the site. */
  leaveSite(): void;
  /**
   * Spec 01 §4: opens registration as the auth settings say (the session's dialog or the
   * registration page). The app composes it, so this library imports no other feature.
   */
  openRegistration(): void;
  /**
   * Spec 01 §4 "if no auth form or modal is open": an authorization form (dialog or page) or
   * any other modal is open. Given the app's state; written as a method so a function typed on
   * the app's RootState fits.
   */
  isAuthFormOrModalOpen(state: unknown): boolean;
}
