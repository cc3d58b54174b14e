import type { DataRouter } from 'react-router';
import { DEFAULT_LANGUAGE } from '@bet/platform';
import { languageOfPath } from '@bet/site';

/** What a route may say about who may see it (the `handle` of a route object). */
export interface RouteAccess {
  /** Spec 01 §6: office routes need a signed-in player. */
  auth?: boolean;
  /** Spec 01 §2: user/login is for guests only. */
  guestOnly?: boolean;
  /**
   * A route React Router matches more widely than the route table (a partial-segment pattern
   * such as landing-{x}): RouteGuard treats a path the table does not know as a 404 here too.
   */
  matchedByTable?: boolean;
}

/**
 * Navigation for the sagas, which start before the router exists (the router is created once
 * start-up has fixed the address). Until a router is attached it falls back to the page's own
 * location, which is also what a reload needs.
 */
export interface Navigator {
  attach(router: DataRouter): void;
  /** The language of the current address: every route is under it once start-up fixed it. */
  language(): string;
  to(path: string): void;
  /** Settles once the home page is rendered (the router loads its chunk first). */
  home(): Promise<void>;
  reload(): void;
  /** Spec 02 §4: a 451 with exception_code 1 goes to the confirm-terms page. */
  confirmTerms(): void;
  /** Spec 01 §2: the registration page. */
  registration(): void;
  /** The matched routes' access rules. */
  needsAuth(): boolean;
  isGuestOnly(): boolean;
}

export function createNavigator(win: Pick<Window, 'location'>): Navigator {
  let router: DataRouter | null = null;

  // Read from the address, not the store: the navigator exists before the store, and the two
  // agree once start-up has fixed the address (before that, the default, as the store's null).
  const language = () => languageOfPath(router?.state.location.pathname ?? win.location.pathname) ?? DEFAULT_LANGUAGE;

  // `flushSync` for home: the logout dispatches "signed out" once this settles, and the route
  // guard must see the home page by then; React Router otherwise renders the new address in a
  // transition, after that urgent update, and the guard would send the visitor from the office
  // page to sign in.
  function go(path: string, flushSync = false): Promise<void> {
    if (router) return router.navigate(path, flushSync ? { flushSync } : undefined);
    win.location.assign(path);
    return Promise.resolve();
  }

  function access(): RouteAccess[] {
    return (router?.state.matches ?? []).map((match) => (match.route.handle ?? {}) as RouteAccess);
  }

  return {
    attach: (next) => {
      router = next;
    },
    language,
    to: (path) => void go(path),
    home: () => go(`/${language()}/`, true),
    reload: () => win.location.reload(),
    confirmTerms: () => void go(`/${language()}/confirm`),
    registration: () => void go(`/${language()}/registration`),
    needsAuth: () => access().some((rule) => rule.auth),
    isGuestOnly: () => access().some((rule) => rule.guestOnly),
  };
}
