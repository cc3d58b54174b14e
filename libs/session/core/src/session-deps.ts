import type { CookieStore, Logger } from '@bet/platform';

/** Everything the session sagas need from the outside world, injected so tests fake it. */
export interface SessionDeps {
  /** Spec 02 §7 "Session check (auth API)": answers the user id, null for a guest. */
  checkSession(): Promise<{ userId: number | null }>;
  /** Spec 02 §7 GET /web-api/session (no cache, not parsed as JSON). */
  loadSession(): Promise<unknown>;
  /** Spec 02 §4 "Logout": the server-side disconnect. */
  disconnect(): Promise<void>;
  /** Whether the current route needs authentication, or carries the go-home-on-logout marker. */
  route: {
    needsAuth(): boolean;
    hasLogoutMarker(): boolean;
  };
  navigate: {
    home(): void;
    reload(): void;
  };
  cookies: CookieStore;
  logger: Logger;
}
