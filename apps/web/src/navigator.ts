import type { DataRouter } from 'react-router';

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
  to(path: string): void;
  home(): void;
  reload(): void;
  /** Spec 02 §4: a 451 with exception_code 1 goes to the confirm-terms page. */
  confirmTerms(): void;
  /** The matched routes' access rules. */
  needsAuth(): boolean;
  isGuestOnly(): boolean;
  /** Spec 02 §4 "redirect to home if the route carries a certain query marker": ours is `logout=home`. */
  hasLogoutMarker(): boolean;
}

export const LOGOUT_MARKER = { name: 'logout', value: 'home' } as const;

export function createNavigator(win: Pick<Window, 'location'>, language: () => string): Navigator {
  let router: DataRouter | null = null;

  function to(path: string) {
    if (router) void router.navigate(path);
    else win.location.assign(path);
  }

  function access(): RouteAccess[] {
    return (router?.state.matches ?? []).map((match) => (match.route.handle ?? {}) as RouteAccess);
  }

  return {
    attach: (next) => {
      router = next;
    },
    to,
    home: () => to(`/${language()}/`),
    reload: () => win.location.reload(),
    confirmTerms: () => to(`/${language()}/confirm`),
    needsAuth: () => access().some((rule) => rule.auth),
    isGuestOnly: () => access().some((rule) => rule.guestOnly),
    hasLogoutMarker: () => {
      const search = router?.state.location.search ?? win.location.search;
      return new URLSearchParams(search).get(LOGOUT_MARKER.name) === LOGOUT_MARKER.value;
    },
  };
}
