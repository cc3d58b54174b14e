import type { Clock, Logger, OpenDialogsPort, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/**
 * Everything the widget sagas need from the outside world, injected so tests fake it. `S` is the
 * app's state, which `selectIsAuthFormOpen` reads.
 */
export interface WidgetsDeps<S = unknown> {
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
   * Spec 01 §4 "if no auth form ... is open": an authorization form, as a dialog or a page, is on
   * screen (the app passes `selectIsAuthFormOpen` of @bet/session). A method, so the saga's
   * `select` takes it whatever the app's state type.
   */
  selectIsAuthFormOpen(state: S): boolean;
  /** Spec 01 §4 "... or modal is open": a modal of any feature (`createDocumentDialogs` of @bet/platform). */
  dialogs: OpenDialogsPort;
}
